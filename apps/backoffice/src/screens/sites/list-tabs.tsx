import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_TYPES,
  TRACKING_SCRIPT_MAX,
  type SiteAnalyticsStore,
  type SitePartnersStore,
  type SiteSlidesStore,
  type SiteSocialAccountsStore,
} from '../../stores/sites/site-lists-stores';
import type { SiteWholeListStore } from '../../stores/sites/site-whole-list-store';
import { ContentForm, ContentListSection, StateCells } from './content-list-parts';

// The tabs of a site's lists saved whole (slides, partners, social accounts, analytics snippets), in the
// frame of the announcements and marquee tabs; every text a row shows is plain text (React escapes it).

type Store<D extends object> = SiteWholeListStore<object, D>;

/** One text field of a list's form, bound to the draft. */
function TextField<D extends object>({
  store,
  name,
  label,
  max,
  required = false,
  type = 'text',
  hint,
}: {
  store: Store<D>;
  name: keyof D & string;
  label: string;
  max: number;
  required?: boolean;
  type?: 'text' | 'url';
  hint?: string;
}) {
  const value = store.draft[name];
  return (
    <label className="bo-field">
      <span>{label}</span>
      <input
        type={type === 'url' ? 'text' : type}
        inputMode={type === 'url' ? 'url' : undefined}
        autoComplete="off"
        required={required}
        maxLength={max}
        aria-describedby={hint}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => store.set(name, event.target.value as D[typeof name])}
      />
    </label>
  );
}

const Field = observer(TextField) as typeof TextField;

/** The form's title: a new item, or the one edited by its name. */
function formTitle(
  editing: number | 'new' | undefined,
  newTitle: string,
  editTitle: (place: number) => string,
) {
  return editing === 'new' || editing === undefined ? newTitle : editTitle(editing);
}

/** The home carousel's slides: in order, move up or down, edit, delete. */
export const SlidesTab = observer(function SlidesTab({
  store,
  editor,
}: {
  store: SiteSlidesStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="slides"
      texts={{
        title: t('siteWork.slidesTitle'),
        add: t('siteWork.addSlide'),
        intro: t('siteWork.slidesIntro'),
        empty: t('siteWork.noSlides'),
        full: t('siteWork.listFull', { count: store.max }),
      }}
      full={store.full}
      confirmName={store.confirming?.en_title ?? ''}
      form={<SlideForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.position')}</th>
          <th scope="col">{t('siteWork.enTitle')}</th>
          <th scope="col">{t('siteWork.localTitle')}</th>
          <th scope="col">{t('siteWork.link')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`slide-${entry.id}`}>
          <td>{entry.id}</td>
          <th scope="row" className="bo-wrap">
            {entry.en_title}
          </th>
          <td className="bo-wrap">{entry.local_title}</td>
          <td className="bo-wrap">{entry.link_url}</td>
          <StateCells store={store} entry={entry} name={entry.en_title} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const SlideForm = observer(function SlideForm({ store }: { store: SiteSlidesStore }) {
  const { t } = useTranslation();
  const title = formTitle(store.editing, t('siteWork.newSlide'), (place) =>
    t('siteWork.editSlide', { title: store.items[place - 1]?.en_title ?? '' }),
  );
  return (
    <ContentForm
      store={store}
      id="slide-form"
      title={title}
      hint={{ id: 'slide-hint', text: t('siteWork.slideHint') }}
    >
      <Field
        store={store}
        name="en_title"
        label={t('siteWork.enTitle')}
        max={120}
        required
        hint="slide-hint"
      />
      <Field
        store={store}
        name="local_title"
        label={t('siteWork.localTitle')}
        max={120}
        required
        hint="slide-hint"
      />
      <Field store={store} name="en_subtitle" label={t('siteWork.enSubtitle')} max={200} hint="slide-hint" />
      <Field
        store={store}
        name="local_subtitle"
        label={t('siteWork.localSubtitle')}
        max={200}
        hint="slide-hint"
      />
      <Field
        store={store}
        name="image_url"
        label={t('siteWork.imageUrl')}
        max={1000}
        type="url"
        hint="slide-hint"
      />
      <Field
        store={store}
        name="link_url"
        label={t('siteWork.link')}
        max={500}
        type="url"
        required
        hint="slide-hint"
      />
    </ContentForm>
  );
});

/** The footer's partner logos. */
export const PartnersTab = observer(function PartnersTab({
  store,
  editor,
}: {
  store: SitePartnersStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="partners"
      texts={{
        title: t('siteWork.partnersTitle'),
        add: t('siteWork.addPartner'),
        intro: t('siteWork.partnersIntro'),
        empty: t('siteWork.noPartners'),
        full: t('siteWork.listFull', { count: store.max }),
      }}
      full={store.full}
      confirmName={store.confirming?.partner_name ?? ''}
      form={<PartnerForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.position')}</th>
          <th scope="col">{t('siteWork.partnerName')}</th>
          <th scope="col">{t('siteWork.logoUrl')}</th>
          <th scope="col">{t('siteWork.link')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`partner-${entry.id}`}>
          <td>{entry.id}</td>
          <th scope="row" className="bo-wrap">
            {entry.partner_name}
          </th>
          <td className="bo-wrap">{entry.img_url}</td>
          <td className="bo-wrap">{entry.href}</td>
          <StateCells store={store} entry={entry} name={entry.partner_name} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const PartnerForm = observer(function PartnerForm({ store }: { store: SitePartnersStore }) {
  const { t } = useTranslation();
  const title = formTitle(store.editing, t('siteWork.newPartner'), (place) =>
    t('siteWork.editPartner', { name: store.items[place - 1]?.partner_name ?? '' }),
  );
  return (
    <ContentForm
      store={store}
      id="partner-form"
      title={title}
      hint={{ id: 'partner-hint', text: t('siteWork.partnerHint') }}
    >
      <Field
        store={store}
        name="partner_name"
        label={t('siteWork.partnerName')}
        max={100}
        required
        hint="partner-hint"
      />
      <Field
        store={store}
        name="img_url"
        label={t('siteWork.logoUrl')}
        max={1000}
        type="url"
        required
        hint="partner-hint"
      />
      <Field
        store={store}
        name="href"
        label={t('siteWork.link')}
        max={500}
        type="url"
        required
        hint="partner-hint"
      />
    </ContentForm>
  );
});

/** The site's social accounts. */
export const SocialAccountsTab = observer(function SocialAccountsTab({
  store,
  editor,
}: {
  store: SiteSocialAccountsStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="social"
      texts={{
        title: t('siteWork.socialTitle'),
        add: t('siteWork.addSocial'),
        intro: t('siteWork.socialIntro'),
        empty: t('siteWork.noSocial'),
        full: t('siteWork.listFull', { count: store.max }),
      }}
      full={store.full}
      confirmName={store.confirming?.account_name ?? ''}
      form={<SocialForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.position')}</th>
          <th scope="col">{t('siteWork.accountName')}</th>
          <th scope="col">{t('siteWork.socialType')}</th>
          <th scope="col">{t('siteWork.accountUrl')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`social-${entry.id}`}>
          <td>{entry.id}</td>
          <th scope="row" className="bo-wrap">
            {entry.account_name}
          </th>
          <td>{entry.social_type}</td>
          <td className="bo-wrap">{entry.url}</td>
          <StateCells store={store} entry={entry} name={entry.account_name} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const SocialForm = observer(function SocialForm({ store }: { store: SiteSocialAccountsStore }) {
  const { t } = useTranslation();
  const title = formTitle(store.editing, t('siteWork.newSocial'), (place) =>
    t('siteWork.editSocial', { name: store.items[place - 1]?.account_name ?? '' }),
  );
  return (
    <ContentForm
      store={store}
      id="social-form"
      title={title}
      hint={{ id: 'social-hint', text: t('siteWork.socialHint') }}
    >
      <label className="bo-field">
        <span>{t('siteWork.socialType')}</span>
        <select
          value={store.draft.social_type}
          onChange={(event) => store.set('social_type', event.target.value)}
        >
          {SOCIAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <Field
        store={store}
        name="account_name"
        label={t('siteWork.accountName')}
        max={100}
        required
        hint="social-hint"
      />
      <Field
        store={store}
        name="url"
        label={t('siteWork.accountUrl')}
        max={500}
        type="url"
        required
        hint="social-hint"
      />
    </ContentForm>
  );
});

/** The analytics snippets (owner only), under a warning: they run on every page for every player. */
export const AnalyticsTab = observer(function AnalyticsTab({ store }: { store: SiteAnalyticsStore }) {
  const { t } = useTranslation();
  return (
    <ContentListSection
      store={store}
      editor
      id="analytics"
      texts={{
        title: t('siteWork.analyticsTitle'),
        add: t('siteWork.addAnalytics'),
        intro: t('siteWork.analyticsIntro'),
        empty: t('siteWork.noAnalytics'),
        full: t('siteWork.listFull', { count: store.max }),
      }}
      notice={
        <p className="bo-warning" data-testid="analytics-warning">
          <strong>{t('siteWork.analyticsWarningTitle')}</strong> {t('siteWork.analyticsWarning')}
        </p>
      }
      full={store.full}
      confirmName={store.confirming ? t('siteWork.snippetName', { place: store.confirming.id }) : ''}
      form={<AnalyticsForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.position')}</th>
          <th scope="col">{t('siteWork.section')}</th>
          <th scope="col">{t('siteWork.script')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`analytics-${entry.id}`}>
          <th scope="row">{t('siteWork.snippetName', { place: entry.id })}</th>
          <td>{entry.section}</td>
          <td>
            <code className="bo-code">{entry.script}</code>
          </td>
          <StateCells
            store={store}
            entry={entry}
            name={t('siteWork.snippetName', { place: entry.id })}
            editor
          />
        </tr>
      ))}
    </ContentListSection>
  );
});

const AnalyticsForm = observer(function AnalyticsForm({ store }: { store: SiteAnalyticsStore }) {
  const { t } = useTranslation();
  const title = formTitle(store.editing, t('siteWork.newAnalytics'), (place) =>
    t('siteWork.editAnalytics', { name: t('siteWork.snippetName', { place }) }),
  );
  return (
    <ContentForm
      store={store}
      id="analytics-form"
      title={title}
      hint={{ id: 'analytics-hint', text: t('siteWork.analyticsHint') }}
    >
      <label className="bo-field">
        <span>{t('siteWork.section')}</span>
        <select
          value={store.draft.section}
          onChange={(event) => store.set('section', event.target.value === 'BODY' ? 'BODY' : 'HEAD')}
        >
          <option value="HEAD">{t('siteWork.sectionHead')}</option>
          <option value="BODY">{t('siteWork.sectionBody')}</option>
        </select>
      </label>
      <label className="bo-field">
        <span>{t('siteWork.script')}</span>
        <textarea
          rows={8}
          required
          spellCheck={false}
          maxLength={TRACKING_SCRIPT_MAX}
          aria-describedby="analytics-hint"
          value={store.draft.script}
          onChange={(event) => store.set('script', event.target.value)}
        />
      </label>
    </ContentForm>
  );
});
