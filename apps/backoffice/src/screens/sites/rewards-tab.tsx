import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_METRICS,
  PRIZE_KINDS,
  WHEEL_PRIZE_KINDS,
  type RewardsFields,
  type SiteRewardsStore,
} from '../../stores/sites/site-rewards-store';
import { ErrorMessage } from '../error-message';

/** The IANA zones the browser knows, offered while typing the rewards time zone. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The words of each prize kind and leaderboard metric (keys spelt out so every one is known to be used). */
const KIND_LABELS = {
  tokens: 'siteWork.prizeKind.tokens',
  cash: 'siteWork.prizeKind.cash',
  nothing: 'siteWork.prizeKind.nothing',
  freeSpins: 'siteWork.prizeKind.freeSpins',
} as const;
const METRIC_LABELS = {
  wagered: 'siteWork.metricName.wagered',
  multiplier: 'siteWork.metricName.multiplier',
} as const;

type TextField = Exclude<keyof RewardsFields, 'dailyFreeSpin' | 'metric'>;

/**
 * The site's rewards: the lucky-spin wheel (each segment's prize, weight, colour and the odds it gives),
 * the weekly leaderboard, token earning and the dice minigame's stakes, saved together.
 */
export const RewardsTab = observer(function RewardsTab({
  store,
  editor,
}: {
  store: SiteRewardsStore;
  editor: boolean;
}) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(timeZones, []);
  useEffect(() => {
    void store.load();
  }, [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const invalid = (field: string) => (store.badField === field ? true : undefined);
  const text = (field: TextField, label: string, options: { hint?: string; list?: string } = {}) => (
    <label className="bo-field">
      <span>{label}</span>
      <input
        autoComplete="off"
        inputMode={field === 'timeZone' ? undefined : 'decimal'}
        list={options.list}
        aria-invalid={invalid(field)}
        value={store.fields[field]}
        onChange={(event) => store.set(field, event.target.value)}
      />
      {options.hint && <small>{options.hint}</small>}
    </label>
  );
  const money = t('siteWork.inCurrency', { currency: store.currency });
  return (
    <section aria-labelledby="rewards-title" className="bo-section">
      <h2 id="rewards-title">{t('siteWork.rewardsTitle')}</h2>
      <ErrorMessage error={store.error} />
      {store.settings && (
        <form className="bo-card bo-form bo-form--wide" onSubmit={submit} noValidate aria-busy={store.saving}>
          <fieldset className="bo-fieldset" disabled={!editor}>
            <legend className="bo-visually-hidden">{t('siteWork.rewardsTitle')}</legend>

            <h3 id="wheel-title">{t('siteWork.luckySpin')}</h3>
            <div className="bo-form__grid">
              {text('spinCost', t('siteWork.spinCost'))}
              <label className="bo-check">
                <input
                  type="checkbox"
                  checked={store.fields.dailyFreeSpin}
                  onChange={(event) => store.set('dailyFreeSpin', event.target.checked)}
                />
                <span>{t('siteWork.dailyFreeSpin')}</span>
              </label>
            </div>
            <div className="bo-table-wrap">
              <table className="bo-table" aria-labelledby="wheel-title">
                <thead>
                  <tr>
                    <th scope="col">{t('siteWork.segment')}</th>
                    <th scope="col">{t('siteWork.prize')}</th>
                    <th scope="col">{t('siteWork.prizeDetails')}</th>
                    <th scope="col">{t('siteWork.weight')}</th>
                    <th scope="col">{t('siteWork.odds')}</th>
                    <th scope="col">{t('siteWork.colour')}</th>
                    {editor && <th scope="col">{t('siteWork.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {store.segments.map((segment, i) => {
                    const n = i + 1;
                    const odds = store.odds[i];
                    const input = (
                      field: 'amount' | 'rounds' | 'providerCode' | 'gameCode' | 'bet' | 'validDays',
                      label: string,
                    ) => (
                      <label className="bo-field">
                        <span>{label}</span>
                        <input
                          autoComplete="off"
                          aria-label={`${t('siteWork.segmentN', { n })}: ${label}`}
                          aria-invalid={invalid(`wheel.${i}.${field}`)}
                          value={segment[field]}
                          onChange={(event) => store.setSegment(i, field, event.target.value)}
                        />
                      </label>
                    );
                    return (
                      <tr key={i} data-testid={`segment-${n}`}>
                        <th scope="row">{n}</th>
                        <td>
                          <select
                            aria-label={`${t('siteWork.segmentN', { n })}: ${t('siteWork.prize')}`}
                            value={segment.kind}
                            onChange={(event) =>
                              store.setSegment(
                                i,
                                'kind',
                                WHEEL_PRIZE_KINDS.find((kind) => kind === event.target.value) ?? 'nothing',
                              )
                            }
                          >
                            {WHEEL_PRIZE_KINDS.map((kind) => (
                              <option key={kind} value={kind}>
                                {t(KIND_LABELS[kind])}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td>
                          <div className="bo-prize-fields">
                            {segment.kind === 'tokens' && input('amount', t('siteWork.tokens'))}
                            {segment.kind === 'cash' && input('amount', money)}
                            {segment.kind === 'freeSpins' && (
                              <>
                                {input('rounds', t('siteWork.rounds'))}
                                {input('providerCode', t('siteWork.providerCode'))}
                                {input('gameCode', t('siteWork.gameCode'))}
                                {input('bet', t('siteWork.betPerRound', { currency: store.currency }))}
                                {input('validDays', t('siteWork.validDays'))}
                              </>
                            )}
                          </div>
                        </td>
                        <td>
                          <input
                            className="bo-narrow"
                            inputMode="numeric"
                            autoComplete="off"
                            aria-label={`${t('siteWork.segmentN', { n })}: ${t('siteWork.weight')}`}
                            aria-invalid={invalid(`wheel.${i}.weight`)}
                            value={segment.weight}
                            onChange={(event) => store.setSegment(i, 'weight', event.target.value)}
                          />
                        </td>
                        <td className="bo-nowrap" data-testid={`odds-${n}`}>
                          {odds === undefined ? '—' : `${percent.format(odds)} %`}
                        </td>
                        <td>
                          <input
                            type="color"
                            aria-label={`${t('siteWork.segmentN', { n })}: ${t('siteWork.colour')}`}
                            value={segment.colour}
                            onChange={(event) => store.setSegment(i, 'colour', event.target.value)}
                          />
                        </td>
                        {editor && (
                          <td>
                            <button
                              className="bo-button bo-button--danger"
                              type="button"
                              aria-label={`${t('siteWork.remove')}: ${t('siteWork.segmentN', { n })}`}
                              onClick={() => store.removeSegment(i)}
                            >
                              {t('siteWork.remove')}
                            </button>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {editor && (
              <div className="bo-actions">
                <button className="bo-button" type="button" onClick={() => store.addSegment()}>
                  {t('siteWork.addSegment')}
                </button>
              </div>
            )}

            <h3 id="leaderboard-title">{t('siteWork.leaderboard')}</h3>
            <div className="bo-form__grid bo-form__grid--one">
              <label className="bo-field">
                <span>{t('siteWork.metric')}</span>
                <select
                  value={store.fields.metric}
                  onChange={(event) =>
                    store.set(
                      'metric',
                      LEADERBOARD_METRICS.find((metric) => metric === event.target.value) ?? 'wagered',
                    )
                  }
                >
                  {LEADERBOARD_METRICS.map((metric) => (
                    <option key={metric} value={metric}>
                      {t(METRIC_LABELS[metric])}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="bo-table-wrap">
              <table className="bo-table" aria-labelledby="leaderboard-title">
                <thead>
                  <tr>
                    <th scope="col">{t('siteWork.rank')}</th>
                    <th scope="col">{t('siteWork.prize')}</th>
                    <th scope="col">{t('siteWork.amount')}</th>
                    {editor && <th scope="col">{t('siteWork.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {store.places.map((place, i) => {
                    const name = t('siteWork.placeN', { n: i + 1 });
                    return (
                      <tr key={i}>
                        <td>
                          <input
                            className="bo-narrow"
                            inputMode="numeric"
                            autoComplete="off"
                            aria-label={`${name}: ${t('siteWork.rank')}`}
                            aria-invalid={invalid(`places.${i}.rank`)}
                            value={place.rank}
                            onChange={(event) => store.setPlace(i, 'rank', event.target.value)}
                          />
                        </td>
                        <td>
                          <select
                            aria-label={`${name}: ${t('siteWork.prize')}`}
                            value={place.kind}
                            onChange={(event) =>
                              store.setPlace(
                                i,
                                'kind',
                                PRIZE_KINDS.find((kind) => kind === event.target.value) ?? 'nothing',
                              )
                            }
                          >
                            {PRIZE_KINDS.map((kind) => (
                              <option key={kind} value={kind}>
                                {t(KIND_LABELS[kind])}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td>
                          {place.kind !== 'nothing' && (
                            <input
                              autoComplete="off"
                              inputMode="decimal"
                              aria-label={`${name}: ${place.kind === 'cash' ? money : t('siteWork.tokens')}`}
                              aria-invalid={invalid(`places.${i}.amount`)}
                              value={place.amount}
                              onChange={(event) => store.setPlace(i, 'amount', event.target.value)}
                            />
                          )}
                        </td>
                        {editor && (
                          <td>
                            <button
                              className="bo-button bo-button--danger"
                              type="button"
                              aria-label={`${t('siteWork.remove')}: ${name}`}
                              onClick={() => store.removePlace(i)}
                            >
                              {t('siteWork.remove')}
                            </button>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {editor && (
              <div className="bo-actions">
                <button className="bo-button" type="button" onClick={() => store.addPlace()}>
                  {t('siteWork.addPlace')}
                </button>
              </div>
            )}

            <h3>{t('siteWork.tokenEarning')}</h3>
            <div className="bo-form__grid">
              {text('timeZone', t('siteWork.timeZone'), {
                hint: t('siteWork.timeZoneHint'),
                list: 'time-zones',
              })}
              {text('tokens', t('siteWork.tokensEarned'))}
              {text('per', t('siteWork.perWagered', { currency: store.currency }))}
            </div>
            <datalist id="time-zones">
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>

            <h3>{t('siteWork.minigameStakes')}</h3>
            <div className="bo-form__grid">
              {text('minStake', t('siteWork.minStake'))}
              {text('maxStake', t('siteWork.maxStake'))}
              {text('houseEdge', t('siteWork.houseEdge'))}
              {text('minChance', t('siteWork.minChance'))}
              {text('maxChance', t('siteWork.maxChance'))}
            </div>
          </fieldset>
          <ErrorMessage error={store.saveError} />
          {editor && (
            <div className="bo-actions">
              <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
                {t('siteWork.saveRewards')}
              </button>
            </div>
          )}
          {store.saved && (
            <p className="bo-done" role="status">
              {t('siteWork.settingsSaved')}
            </p>
          )}
        </form>
      )}
    </section>
  );
});
