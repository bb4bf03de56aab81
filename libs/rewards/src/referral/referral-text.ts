import type { TFunction } from 'i18next';
import type { ReferralOverview, ReferredPlayer } from '@wl/api';
import { formatPercent } from '../promotions/offer-format';

/** Where a referred player stands, in words: signed up, deposited, playing. */
export function referredStatus(t: TFunction, status: ReferredPlayer['status']): string {
  switch (status) {
    case 'signed_up':
      return t('rewards:signedUp');
    case 'deposited':
      return t('rewards:deposited');
    case 'playing':
      return t('rewards:playing');
  }
}

/** The commission terms in a sentence: "You earn 10% of your referred players' net loss, settled ...". */
export function referralTerms(t: TFunction, language: string, overview: ReferralOverview): string {
  return t('rewards:refTerms', {
    percent: formatPercent(overview.commission_percent, language),
    basis: overview.basis === 'turnover' ? t('rewards:turnover') : t('rewards:netLoss'),
    zone: overview.time_zone,
  });
}
