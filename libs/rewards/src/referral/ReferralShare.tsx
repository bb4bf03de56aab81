import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from '@wl/i18n';
import type { ReferralOverview } from '@wl/api';
import { useStores } from '@wl/core';
import { useReferral } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import type { CopyTarget } from './referral-store';
import { referralTerms } from './referral-text';

/**
 * A value to share, its label and a Copy button named after it ("Copy Your link", the label's words
 * repeated unseen rather than referenced, so the label names the field alone). When the clipboard
 * refuses, the text is selected in its field, so the player can copy it with the device's own command.
 */
const CopyField = observer(function CopyField({
  target,
  label,
  value,
}: {
  target: CopyTarget;
  label: string;
  value: string;
}) {
  const { t } = useTranslation('rewards');
  const referral = useReferral();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await referral.copy(target)) return;
    field.current?.focus();
    field.current?.select();
  };
  return (
    <div className="wl-rw__field wl-referral__field">
      <label className="wl-rw__label" htmlFor={id}>
        {label}
      </label>
      <div className="wl-referral__copy">
        <input
          id={id}
          ref={field}
          type="text"
          readOnly
          value={value}
          className="wl-referral__value"
          data-testid={`referral-${target}`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="wl-button wl-referral__copy-button" onClick={() => void copy()}>
          {t('copy')}
          <span className="wl-visually-hidden">{` ${label}`}</span>
        </button>
      </div>
    </div>
  );
});

/** What the last copy did, said politely: copied, or select-and-copy-yourself when the clipboard refused. */
const CopyStatus = observer(function CopyStatus() {
  const { t } = useTranslation('rewards');
  const copied = useReferral().copied;
  return (
    <p className="wl-rw__live wl-referral__status" role="status">
      {copied ? (copied.ok ? t('messages:copied') : t('copyManual')) : null}
    </p>
  );
});

/** The player's code and link with their Copy buttons, the terms in words and the commission earned. */
export const ReferralShare = observer(function ReferralShare({
  overview,
  format,
}: {
  overview: ReferralOverview;
  format: RewardsFormat;
}) {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  const referral = useReferral();
  return (
    <div className="wl-rw__card wl-referral__share">
      <div className="wl-referral__fields">
        <CopyField target="code" label={t('refCode')} value={overview.code} />
        <CopyField target="link" label={t('refLink')} value={referral.link} />
      </div>
      <CopyStatus />
      <p className="wl-referral__terms">{referralTerms(t, locale.language, overview)}</p>
      <dl className="wl-referral__total">
        <dt>{t('commission')}</dt>
        <dd data-testid="referral-total">{format.money(overview.total_commission)}</dd>
      </dl>
    </div>
  );
});
