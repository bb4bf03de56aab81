import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@wl/i18n';
import type { CashOutFlow, CashOutPhase } from './cash-out-flow';
import type { ShownSportsBet } from './shown-sports-bet';
import type { SportsBetsStore } from './sports-bets-store';
import type { SportsFormat } from './use-sports-format';

interface CashOutProps {
  bet: ShownSportsBet;
  sports: SportsBetsStore;
  format: SportsFormat;
}

type FocusTarget = (element: HTMLElement | null) => void;

/**
 * An open bet's cash out: "Cash out ₱12.00", then a confirmation of that amount, then what became of it
 * (cashed out, a new offer to accept with one more press, not available now, or the error). Focus follows
 * the step (the confirming button, the new offer's button, the outcome, back to "Cash out" when the
 * player keeps the bet), but only while it is in this bet's cash out or was lost with a removed button:
 * a step another bet's cash out or a refresh brings never takes it from elsewhere.
 */
export const CashOut = observer(function CashOut({ bet, sports, format }: CashOutProps) {
  const flow = sports.cashOutOf(bet.bet_id);
  const phase: CashOutPhase | null = flow?.phase ?? null;
  const area = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLElement | null>(null);
  const setTarget: FocusTarget = (element) => {
    target.current = element;
  };
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    // The confirming button becomes "Cashing out…" in place: it keeps the focus.
    if (phase === 'sending') return;
    // Another bet's cash out took this one's place: the focus is that bet's to move.
    if (phase === null && sports.cashOut !== null) return;
    const active = document.activeElement;
    const ours = !active || active === document.body || Boolean(area.current?.contains(active));
    if (ours) target.current?.focus();
  }, [phase, sports]);

  const offer = bet.state === 'open' ? bet.cash_out : null;
  if (!flow && offer === null) return null;
  return (
    <CashOutArea flow={flow} offer={offer} area={area} setTarget={setTarget} {...{ bet, sports, format }} />
  );
});

/** The cash out's area for the step it is at: one element throughout, so focus can be traced to it. */
function CashOutArea({
  bet,
  sports,
  format,
  flow,
  offer,
  area,
  setTarget,
}: CashOutProps & {
  flow: CashOutFlow | null;
  offer: number | null;
  area: RefObject<HTMLDivElement | null>;
  setTarget: FocusTarget;
}) {
  const { t } = useTranslation('wallet');
  const questionId = useId();
  const offerButton = (amount: number, ref?: FocusTarget) => (
    <button
      type="button"
      ref={ref}
      className="wl-sbets__cash-out-button"
      onClick={() => sports.startCashOut(bet.bet_id)}
    >
      {t('cashOut', { amount: format.money(amount) })}
    </button>
  );
  const keepButton = (disabled = false) => (
    <button
      type="button"
      className="wl-sbets__cash-out-keep"
      disabled={disabled}
      onClick={sports.cancelCashOut}
    >
      {t('cashOutKeep')}
    </button>
  );
  const message = (text: string, role: 'alert' | 'status', focus = true) => (
    <p
      className="wl-sbets__cash-out-text"
      role={role}
      tabIndex={focus ? -1 : undefined}
      ref={focus ? setTarget : undefined}
    >
      {text}
    </p>
  );

  let content: ReactNode = null;
  let asking = false;
  switch (flow?.phase) {
    case undefined:
      content = offer === null ? null : offerButton(offer, setTarget);
      break;
    case 'confirm':
    case 'sending': {
      const sending = flow.phase === 'sending';
      asking = true;
      content = (
        <>
          <p id={questionId} className="wl-sbets__cash-out-text">
            {t('cashOutConfirm', { amount: format.money(flow.amount) })}
          </p>
          <div className="wl-sbets__cash-out-actions">
            <button
              type="button"
              ref={setTarget}
              className="wl-sbets__cash-out-button"
              aria-disabled={sending || undefined}
              onClick={() => {
                if (!sending) void sports.confirmCashOut();
              }}
            >
              {sending ? t('cashOutSending') : t('cashOutYes')}
            </button>
            {keepButton(sending)}
          </div>
        </>
      );
      break;
    }
    case 'changed':
      content = (
        <>
          {message(t('cashOutChanged', { amount: format.money(flow.amount) }), 'alert', false)}
          <div className="wl-sbets__cash-out-actions">
            <button
              type="button"
              ref={setTarget}
              className="wl-sbets__cash-out-button"
              onClick={() => void sports.confirmCashOut()}
            >
              {t('cashOut', { amount: format.money(flow.amount) })}
            </button>
            {keepButton()}
          </div>
        </>
      );
      break;
    case 'unavailable':
      content = message(t('cashOutNotNow'), 'alert');
      break;
    case 'failed':
      content = (
        <>
          {message(t(`errors:${flow.errorKey}`, { defaultValue: t('errors:unknownError') }), 'alert')}
          {offer === null ? null : offerButton(offer)}
        </>
      );
      break;
    case 'done':
      content = message(t('cashOutDone', { amount: format.money(flow.amount) }), 'status');
      break;
  }
  return (
    <div
      ref={area}
      className="wl-sbets__cash-out"
      role={asking ? 'group' : undefined}
      aria-labelledby={asking ? questionId : undefined}
    >
      {content}
    </div>
  );
}
