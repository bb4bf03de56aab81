import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import type { PlayerBonus } from '@wl/api';
import { usePromotions } from '../lib/rewards-features';
import { errorText } from '../lib/texts';

/**
 * "Forfeit bonus" behind an inline confirmation: the question (focused when it opens, so it is read
 * out), then Forfeit or Cancel (back to the button). A refusal shows under the question, which stays
 * open for a retry.
 */
export const ForfeitBonus = observer(function ForfeitBonus({
  bonus,
  onForfeited,
}: {
  bonus: PlayerBonus;
  onForfeited: () => void;
}) {
  const { t } = useTranslation('rewards');
  const promotions = usePromotions();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  /** Cancel was chosen: the button that opened the question takes the focus back. */
  const refocus = useRef(false);
  const id = useId();
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (refocus.current) opener.current?.focus();
    refocus.current = false;
  }, [confirming]);
  const failed = promotions.failed?.kind === 'forfeit' && promotions.failed.id === bonus.id;
  const busy = promotions.pending !== null;
  const cancel = () => {
    promotions.dismissFailure();
    refocus.current = true;
    setConfirming(false);
  };
  if (!confirming) {
    return (
      <button
        type="button"
        ref={opener}
        className="wl-rw__ghost wl-promos__forfeit"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {t('forfeit')}
      </button>
    );
  }
  return (
    <div className="wl-promos__confirm" role="group" aria-labelledby={`${id}-ask`}>
      <p id={`${id}-ask`} ref={question} tabIndex={-1} className="wl-promos__ask">
        {t('forfeitAsk')}
      </p>
      <div className="wl-promos__actions">
        <button
          type="button"
          className="wl-button"
          disabled={busy}
          aria-busy={promotions.pending?.kind === 'forfeit'}
          onClick={() => void promotions.forfeit(bonus.id).then((done) => done && onForfeited())}
        >
          {t('forfeit')}
        </button>
        <button type="button" className="wl-rw__ghost" onClick={cancel}>
          {t('messages:cancel')}
        </button>
      </div>
      {failed && promotions.failed ? (
        <p className="wl-rw__alert" role="alert">
          {errorText(t, promotions.failed.key)}
        </p>
      ) : null}
    </div>
  );
});
