import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { RecentTransaction } from '@wl/api';
import { useStores } from '@wl/core';
import { HomeSection } from './HomeSection';
import { formatUnits, maskAccount, timeAgo } from './home-format';
import type { HomeStore } from './home-store';

interface FeedProps {
  title: string;
  kind: 'deposits' | 'withdrawals';
  entries: readonly RecentTransaction[];
  currency: string;
  language: string;
  now: number;
}

function Feed({ title, kind, entries, currency, language, now }: FeedProps) {
  if (entries.length === 0) return null;
  return (
    <div className={`wl-ticker__feed wl-ticker__feed--${kind}`}>
      <h3 className="wl-ticker__title">{title}</h3>
      <ul className="wl-ticker__list">
        {entries.map((entry, i) => (
          <li className="wl-ticker__item" key={i}>
            <span className="wl-ticker__player">{maskAccount(entry.account_id)}</span>
            <span className="wl-ticker__amount">{formatUnits(entry.amount, currency, language)}</span>
            <time className="wl-ticker__time" dateTime={entry.created_at}>
              {timeAgo(entry.created_at, now, language)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The latest deposits and withdrawals: masked players, amounts in the site's currency, how long ago. */
export const Ticker = observer(function Ticker({ home }: { home: HomeStore }) {
  const { t } = useTranslation();
  const { site: layout, locale } = useStores();
  if (!home.isShown('transactions')) return null;
  const common = {
    currency: layout.site?.currency ?? 'USD',
    language: locale.language,
    now: home.transactionsAt,
  };
  return (
    <HomeSection name="ticker" title={t('homeTickerTitle')} className="wl-ticker">
      <div className="wl-ticker__feeds">
        <Feed title={t('homeTickerDeposits')} kind="deposits" entries={home.deposits} {...common} />
        <Feed title={t('homeTickerWithdrawals')} kind="withdrawals" entries={home.withdrawals} {...common} />
      </div>
    </HomeSection>
  );
});
