import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '@wl/i18n';
import type { VipTier } from '@wl/api';
import { useFirstViewLoad, useStores } from '@wl/core';
import { useLocation } from '@wl/router';
import { ErrorPanel } from '@wl/ui';
import { Bone } from '../lib/Bone';
import { MemberPage } from '../lib/MemberPage';
import { ProgressBar } from '../lib/ProgressBar';
import { useVip } from '../lib/member-features';
import { errorText } from '../lib/texts';
import { useMemberFormat } from '../lib/use-member-format';
import './vip.css';

/** The signed-in player's level, both progress bars and what the next level still needs. */
const PlayerProgress = observer(function PlayerProgress() {
  const { t } = useTranslation('member');
  const vip = useVip();
  const format = useMemberFormat();
  const titleId = useId();
  const { vip: summary, progress, needs } = vip;
  const loading = vip.loading && !summary;
  let level;
  if (loading) level = <Bone width="8em" />;
  else if (summary) level = summary.currentLevel;
  else level = <span className="wl-member__muted">{t('vipNoLevel')}</span>;
  let next = null;
  if (loading) {
    next = (
      <p className="wl-member__note wl-vip__next">
        <Bone width="14em" />
      </p>
    );
  } else if (summary && vip.atTop) {
    next = <p className="wl-member__note wl-vip__next">{t('vipTop')}</p>;
  } else if (needs) {
    const left = (minor: number) =>
      minor > 0 ? t('vipMore', { amount: format.money(minor) }) : t('vipReached');
    next = (
      <div className="wl-vip__needs" data-testid="vip-needs">
        <p className="wl-member__note wl-vip__next">{t('vipNeeds', { name: needs.name })}</p>
        <dl className="wl-member__details">
          <dt>{t('deposits')}</dt>
          <dd>{left(needs.deposit)}</dd>
          <dt>{t('turnover')}</dt>
          <dd>{left(needs.turnover)}</dd>
        </dl>
      </div>
    );
  }
  const detail = (total: number | undefined, goal: number | undefined) =>
    loading || total === undefined || goal === undefined || vip.atTop
      ? undefined
      : t('progressOf', { done: format.major(total), goal: format.major(goal) });
  return (
    <section className="wl-member__card wl-vip__player" aria-labelledby={titleId}>
      <h2 className="wl-member__card-title" id={titleId}>
        {t('vipYourLevel')}
      </h2>
      <p className="wl-member__level" data-testid="vip-level">
        {level}
      </p>
      <div className="wl-vip__bars">
        <ProgressBar
          label={t('deposits')}
          percent={summary?.depoProgress ?? 0}
          shown={loading ? '' : format.percent(summary?.depoProgress ?? 0)}
          detail={detail(summary?.totalDeposit, progress?.deposit_next)}
        />
        <ProgressBar
          label={t('turnover')}
          percent={summary?.toProgress ?? 0}
          shown={loading ? '' : format.percent(summary?.toProgress ?? 0)}
          detail={detail(summary?.totalTurnover, progress?.turnover_next)}
        />
      </div>
      {next}
    </section>
  );
});

/** A guest: the levels are below; signing in shows where the player stands. */
const GuestPrompt = observer(function GuestPrompt() {
  const { t } = useTranslation('member');
  const { loginEntry } = useStores();
  const { pathname, search } = useLocation();
  return (
    <section className="wl-member__card wl-vip__guest">
      <p className="wl-member__note">{t('vipGuest')}</p>
      <button
        type="button"
        className="wl-button wl-vip__login"
        onClick={() => loginEntry.open(`${pathname}${search}`)}
      >
        {t('_m:login')}
      </button>
    </section>
  );
});

/** One level of the site's table: its name and the deposits and turnover it starts at. */
const TierItem = observer(function TierItem({ tier, current }: { tier: VipTier; current: boolean }) {
  const { t } = useTranslation('member');
  const format = useMemberFormat();
  return (
    <li
      className={['wl-vip__tier', current ? 'wl-vip__tier--current' : ''].filter(Boolean).join(' ')}
      aria-current={current ? 'true' : undefined}
    >
      <p className="wl-vip__tier-head">
        <span className="wl-vip__tier-number">{t('levelNumber', { level: tier.level })}</span>
        {current ? (
          <span className="wl-member__badge wl-member__badge--current">{t('vipYourLevel')}</span>
        ) : null}
      </p>
      <h3 className="wl-vip__tier-name">{tier.vip_name}</h3>
      <dl className="wl-member__details">
        <dt>{t('deposits')}</dt>
        <dd>{format.major(tier.starting_deposit)}</dd>
        <dt>{t('turnover')}</dt>
        <dd>{format.major(tier.starting_turnover)}</dd>
      </dl>
    </li>
  );
});

/** The site's level table, lowest first; the player's level marked. */
const TierList = observer(function TierList() {
  const { t } = useTranslation('member');
  const vip = useVip();
  const titleId = useId();
  let content;
  if (vip.tiersStatus === 'failed') {
    content = (
      <ErrorPanel
        message={errorText(t, vip.tiersError ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void vip.loadTiers()}
      />
    );
  } else if (vip.tiersLoading) {
    content = (
      <>
        <p className="wl-visually-hidden" role="status">
          {t('ui:loading')}
        </p>
        <ol className="wl-vip__tiers" aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <li key={key} className="wl-vip__tier">
              <p className="wl-vip__tier-head">
                <Bone width="4em" />
              </p>
              <p className="wl-vip__tier-name">
                <Bone width="7em" />
              </p>
              <dl className="wl-member__details">
                <dt>
                  <Bone width="5em" />
                </dt>
                <dd>
                  <Bone width="6em" />
                </dd>
                <dt>
                  <Bone width="5em" />
                </dt>
                <dd>
                  <Bone width="6em" />
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      </>
    );
  } else if (vip.tiers.length === 0) {
    content = <p className="wl-member__empty">{t('vipEmpty')}</p>;
  } else {
    content = (
      <ol className="wl-vip__tiers" aria-labelledby={titleId}>
        {vip.tiers.map((tier) => (
          <TierItem key={tier.level} tier={tier} current={tier.level === vip.level} />
        ))}
      </ol>
    );
  }
  return (
    <section className="wl-vip__table" aria-labelledby={titleId}>
      <h2 className="wl-member__card-title" id={titleId}>
        {t('vipLevels')}
      </h2>
      <p className="wl-member__note">{t('vipIntro')}</p>
      {content}
    </section>
  );
});

/**
 * /vip (open to guests): the site's VIP levels with the deposits and turnover each starts at
 * (`auth/vip_before_login`, server-rendered); for a signed-in player also their level, both progress
 * bars (capped at 100 %) and what the next level still needs in the site's currency (`auth/vip`).
 */
export const VipPage = observer(function VipPage() {
  const { t } = useTranslation('member');
  const { session } = useStores();
  const vip = useVip();
  // The table the page carries (a server-rendered /vip) is there in the first render, on both sides.
  useMemo(() => vip.primeTiers(), [vip]);
  useFirstViewLoad(() => vip.loadTiers());

  const signedIn = session.isAuthenticated;
  useEffect(() => {
    if (signedIn) void vip.fetchVip();
  }, [vip, signedIn]);

  let player = null;
  if (signedIn || session.pending) player = <PlayerProgress />;
  else player = <GuestPrompt />;
  return (
    <MemberPage screen="vip" title={t('vipTitle')}>
      {player}
      <TierList />
    </MemberPage>
  );
});
