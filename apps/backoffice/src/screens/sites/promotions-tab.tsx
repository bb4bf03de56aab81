import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../stores/amounts';
import {
  PROMOTION_KINDS,
  PROMOTION_TERMS_MAX,
  PROMOTION_TITLE_MAX,
  type PromotionEntry,
  type SitePromotionsStore,
} from '../../stores/sites/site-promotions-store';
import { ContentForm, ContentListSection, StateCells } from './content-list-parts';
import { ChoiceField, TextField } from './offer-fields';
import { labelOf, PROMOTION_KIND_LABELS } from './offer-labels';

/** The site's promotions (bonus offers): the list in order, the form of one, switched on or off. */
export const PromotionsTab = observer(function PromotionsTab({
  store,
  editor,
}: {
  store: SitePromotionsStore;
  editor: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { currency, digits } = store.money;
  const money = (minor: number) => formatMinor(minor, currency, digits, i18n.language);
  const date = (iso: string | null) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso ?? 0),
    );
  const offer = (entry: PromotionEntry) =>
    entry.free_spins
      ? t('siteWork.promotionSpinsTerms', {
          rounds: entry.free_spins.rounds,
          game: entry.free_spins.game_code,
          bet: money(entry.free_spins.bet_minor),
        })
      : t('siteWork.promotionBonusTerms', {
          percent: entry.bonus_percent,
          max: money(entry.max_bonus_minor),
          min: money(entry.min_deposit_minor),
          times: entry.wagering_multiplier,
        });
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="promotions"
      texts={{
        title: t('siteWork.promotionsTitle'),
        add: t('siteWork.addPromotion'),
        intro: t('siteWork.promotionsIntro'),
        empty: t('siteWork.noPromotions'),
      }}
      confirmName=""
      form={<PromotionForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.promotionTitle')}</th>
          <th scope="col">{t('siteWork.promotionOffer')}</th>
          <th scope="col">{t('siteWork.promotionValidDays')}</th>
          <th scope="col">{t('siteWork.promotionRuns')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`promotion-${entry.code}`}>
          <th scope="row" className="bo-wrap">
            {entry.title}
            <br />
            <small>{entry.code}</small>
          </th>
          <td className="bo-wrap">{offer(entry)}</td>
          <td>{entry.valid_days}</td>
          <td>
            {entry.starts_at === null && entry.ends_at === null
              ? t('siteWork.promotionAlways')
              : entry.ends_at === null
                ? t('siteWork.promotionFrom', { date: date(entry.starts_at) })
                : entry.starts_at === null
                  ? t('siteWork.promotionUntil', { date: date(entry.ends_at) })
                  : t('siteWork.promotionBetween', { from: date(entry.starts_at), to: date(entry.ends_at) })}
          </td>
          <StateCells store={store} entry={entry} name={entry.title} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const PromotionForm = observer(function PromotionForm({ store }: { store: SitePromotionsStore }) {
  const { t } = useTranslation();
  const { draft, editing } = store;
  const currency = store.money.currency;
  const title =
    editing === 'new'
      ? t('siteWork.newPromotion')
      : t('siteWork.editPromotion', { title: store.entries.find((e) => e.id === editing)?.title ?? '' });
  return (
    <ContentForm
      store={store}
      id="promotion-form"
      title={title}
      hint={{ id: 'promotion-hint', text: t('siteWork.promotionHint') }}
    >
      <label className="bo-field">
        <span>{t('siteWork.promotionCode')}</span>
        <input
          autoComplete="off"
          required
          maxLength={64}
          readOnly={editing !== 'new'}
          aria-describedby="promotion-hint"
          value={draft.code}
          onChange={(event) => store.set('code', event.target.value)}
        />
      </label>
      <ChoiceField
        label={t('siteWork.promotionKind')}
        value={draft.kind}
        onChange={(value) => store.set('kind', value)}
        options={PROMOTION_KINDS.map((value) => ({ value, label: labelOf(t, PROMOTION_KIND_LABELS, value) }))}
      />
      <TextField
        label={t('siteWork.promotionTitle')}
        value={draft.title}
        maxLength={PROMOTION_TITLE_MAX}
        hint="promotion-hint"
        onChange={(value) => store.set('title', value)}
      />
      <label className="bo-field">
        <span>{t('siteWork.promotionTerms')}</span>
        <textarea
          required
          rows={4}
          maxLength={PROMOTION_TERMS_MAX}
          aria-describedby="promotion-hint"
          value={draft.terms}
          onChange={(event) => store.set('terms', event.target.value)}
        />
      </label>
      {draft.kind === 'free_spins' ? (
        <>
          <TextField
            label={t('siteWork.promotionRounds')}
            value={draft.free_spin_rounds}
            inputMode="numeric"
            onChange={(value) => store.set('free_spin_rounds', value)}
          />
          <TextField
            label={t('siteWork.promotionProvider')}
            value={draft.free_spin_provider}
            onChange={(value) => store.set('free_spin_provider', value)}
          />
          <TextField
            label={t('siteWork.promotionGame')}
            value={draft.free_spin_game}
            onChange={(value) => store.set('free_spin_game', value)}
          />
          <TextField
            label={t('siteWork.promotionBet', { currency })}
            value={draft.free_spin_bet}
            inputMode="decimal"
            onChange={(value) => store.set('free_spin_bet', value)}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('siteWork.promotionPercent')}
            value={draft.bonus_percent}
            inputMode="numeric"
            onChange={(value) => store.set('bonus_percent', value)}
          />
          <TextField
            label={t('siteWork.promotionMaxBonus', { currency })}
            value={draft.max_bonus}
            inputMode="decimal"
            onChange={(value) => store.set('max_bonus', value)}
          />
          <TextField
            label={t('siteWork.promotionMinDeposit', { currency })}
            value={draft.min_deposit}
            inputMode="decimal"
            onChange={(value) => store.set('min_deposit', value)}
          />
          <TextField
            label={t('siteWork.promotionWagering')}
            value={draft.wagering}
            inputMode="decimal"
            onChange={(value) => store.set('wagering', value)}
          />
        </>
      )}
      <TextField
        label={t('siteWork.promotionValidDays')}
        value={draft.valid_days}
        inputMode="numeric"
        onChange={(value) => store.set('valid_days', value)}
      />
      <TextField
        label={t('siteWork.promotionStarts')}
        type="datetime-local"
        required={false}
        value={draft.starts_at}
        onChange={(value) => store.set('starts_at', value)}
      />
      <TextField
        label={t('siteWork.promotionEnds')}
        type="datetime-local"
        required={false}
        value={draft.ends_at}
        onChange={(value) => store.set('ends_at', value)}
      />
    </ContentForm>
  );
});
