import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMinor } from '../../stores/amounts';
import {
  isMoneyTarget,
  MISSION_CATEGORIES,
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_REWARDS,
  type MissionEntry,
  type SiteMissionsStore,
} from '../../stores/sites/site-missions-store';
import { ContentForm, ContentListSection, StateCells } from './content-list-parts';
import { ChoiceField, TextField } from './offer-fields';
import { CATEGORY_LABELS, labelOf, MISSION_KIND_LABELS, PERIOD_LABELS, REWARD_LABELS } from './offer-labels';

/** The site's daily and weekly missions: the list in order, the form of one, switched on or off. */
export const MissionsTab = observer(function MissionsTab({
  store,
  editor,
}: {
  store: SiteMissionsStore;
  editor: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { currency, digits } = store.money;
  const money = (minor: number) => formatMinor(minor, currency, digits, i18n.language);
  const target = (entry: MissionEntry) =>
    isMoneyTarget(entry.kind)
      ? money(entry.target)
      : entry.kind === 'win_multiplier'
        ? t('siteWork.missionMultiple', { times: entry.target / 100 })
        : formatCount(entry.target, i18n.language);
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="missions"
      texts={{
        title: t('siteWork.missionsTitle'),
        add: t('siteWork.addMission'),
        intro: t('siteWork.missionsIntro'),
        empty: t('siteWork.noMissions'),
      }}
      confirmName=""
      form={<MissionForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.missionCode')}</th>
          <th scope="col">{t('siteWork.missionPeriod')}</th>
          <th scope="col">{t('siteWork.missionKind')}</th>
          <th scope="col">{t('siteWork.missionTarget')}</th>
          <th scope="col">{t('siteWork.missionReward')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`mission-${entry.code}`}>
          <th scope="row" className="bo-wrap">
            {entry.code}
          </th>
          <td>{labelOf(t, PERIOD_LABELS, entry.period)}</td>
          <td>
            {labelOf(t, MISSION_KIND_LABELS, entry.kind)}
            {entry.category && ` (${labelOf(t, CATEGORY_LABELS, entry.category)})`}
          </td>
          <td>{target(entry)}</td>
          <td>
            {entry.reward_kind === 'cash'
              ? money(entry.reward_amount)
              : t('siteWork.tokens', { count: entry.reward_amount })}
          </td>
          <StateCells store={store} entry={entry} name={entry.code} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const MissionForm = observer(function MissionForm({ store }: { store: SiteMissionsStore }) {
  const { t } = useTranslation();
  const { draft, editing } = store;
  const currency = store.money.currency;
  const targetLabel = isMoneyTarget(draft.kind)
    ? t('siteWork.missionTargetMoney', { currency })
    : draft.kind === 'win_multiplier'
      ? t('siteWork.missionTargetMultiple')
      : t('siteWork.missionTargetCount');
  const rewardLabel =
    draft.reward_kind === 'cash'
      ? t('siteWork.missionRewardMoney', { currency })
      : t('siteWork.missionRewardTokens');
  const title =
    editing === 'new'
      ? t('siteWork.newMission')
      : t('siteWork.editMission', { code: store.entries.find((e) => e.id === editing)?.code ?? '' });
  return (
    <ContentForm
      store={store}
      id="mission-form"
      title={title}
      hint={{ id: 'mission-hint', text: t('siteWork.missionHint') }}
    >
      <label className="bo-field">
        <span>{t('siteWork.missionCode')}</span>
        <input
          autoComplete="off"
          required
          maxLength={64}
          readOnly={editing !== 'new'}
          aria-describedby="mission-hint"
          value={draft.code}
          onChange={(event) => store.set('code', event.target.value)}
        />
      </label>
      <ChoiceField
        label={t('siteWork.missionPeriod')}
        value={draft.period}
        onChange={(value) => store.set('period', value)}
        options={MISSION_PERIODS.map((value) => ({ value, label: labelOf(t, PERIOD_LABELS, value) }))}
      />
      <ChoiceField
        label={t('siteWork.missionKind')}
        value={draft.kind}
        onChange={(value) => store.set('kind', value)}
        options={MISSION_KINDS.map((value) => ({ value, label: labelOf(t, MISSION_KIND_LABELS, value) }))}
      />
      {draft.kind === 'wager' && (
        <ChoiceField
          label={t('siteWork.missionCategory')}
          value={draft.category}
          onChange={(value) => store.set('category', value)}
          options={[
            { value: '', label: t('siteWork.everyGame') },
            ...MISSION_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) })),
          ]}
        />
      )}
      <TextField
        label={targetLabel}
        value={draft.target}
        inputMode="decimal"
        hint="mission-hint"
        onChange={(value) => store.set('target', value)}
      />
      <ChoiceField
        label={t('siteWork.missionRewardKind')}
        value={draft.reward_kind}
        onChange={(value) => store.set('reward_kind', value)}
        options={MISSION_REWARDS.map((value) => ({ value, label: labelOf(t, REWARD_LABELS, value) }))}
      />
      <TextField
        label={rewardLabel}
        value={draft.reward_amount}
        inputMode="decimal"
        onChange={(value) => store.set('reward_amount', value)}
      />
    </ContentForm>
  );
});
