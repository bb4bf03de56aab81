import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementDraft,
  type SiteAnnouncementsStore,
} from '../../stores/sites/site-announcements-store';
import { formatWhen } from '../money/money-labels';
import { ContentForm, ContentListSection, StateCells } from './content-list-parts';

/** The site's announcements (its news page): the list, newest first, the form of one, on or off, delete. */
export const AnnouncementsTab = observer(function AnnouncementsTab({
  store,
  editor,
}: {
  store: SiteAnnouncementsStore;
  editor: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="announcements"
      texts={{
        title: t('siteWork.announcementsTitle'),
        add: t('siteWork.addAnnouncement'),
        intro: t('siteWork.announcementsIntro'),
        empty: t('siteWork.noAnnouncements'),
      }}
      confirmName={store.confirming?.en_title ?? ''}
      form={<AnnouncementForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.enTitle')}</th>
          <th scope="col">{t('siteWork.localTitle')}</th>
          <th scope="col">{t('siteWork.published')}</th>
        </>
      }
    >
      {store.entries.map((entry) => (
        <tr key={entry.id} data-testid={`announcement-${entry.id}`}>
          <th scope="row" className="bo-wrap">
            {entry.en_title}
          </th>
          <td className="bo-wrap">{entry.local_title}</td>
          <td>
            <time dateTime={entry.published_at}>{formatWhen(entry.published_at, i18n.language)}</time>
          </td>
          <StateCells store={store} entry={entry} name={entry.en_title} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const AnnouncementForm = observer(function AnnouncementForm({ store }: { store: SiteAnnouncementsStore }) {
  const { t } = useTranslation();
  const titleField = (name: 'en_title' | 'local_title', label: string) => (
    <label className="bo-field">
      <span>{label}</span>
      <input
        autoComplete="off"
        required
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        value={store.draft[name]}
        onChange={(event) => store.set(name, event.target.value)}
      />
    </label>
  );
  const bodyField = (name: keyof AnnouncementDraft & `${string}_content`, label: string) => (
    <label className="bo-field">
      <span>{label}</span>
      <textarea
        rows={5}
        aria-describedby="announcement-content-hint"
        value={store.draft[name]}
        onChange={(event) => store.set(name, event.target.value)}
      />
    </label>
  );
  const editing = store.editing;
  const title =
    editing === 'new'
      ? t('siteWork.newAnnouncement')
      : t('siteWork.editAnnouncement', {
          title: store.entries.find((e) => e.id === editing)?.en_title ?? '',
        });
  return (
    <ContentForm
      store={store}
      id="announcement-form"
      title={title}
      hint={{ id: 'announcement-content-hint', text: t('siteWork.contentHint') }}
    >
      {titleField('en_title', t('siteWork.enTitle'))}
      {titleField('local_title', t('siteWork.localTitle'))}
      {bodyField('en_content', t('siteWork.enContent'))}
      {bodyField('local_content', t('siteWork.localContent'))}
    </ContentForm>
  );
});
