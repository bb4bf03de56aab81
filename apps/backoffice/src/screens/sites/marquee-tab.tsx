import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MARQUEE_MAX, type SiteMarqueeStore } from '../../stores/sites/site-marquee-store';
import { ContentForm, ContentListSection, StateCells } from './content-list-parts';

/** The site's marquee messages: the list in order, the form of one, on or off, delete. */
export const MarqueeTab = observer(function MarqueeTab({
  store,
  editor,
}: {
  store: SiteMarqueeStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ContentListSection
      store={store}
      editor={editor}
      id="marquee"
      texts={{
        title: t('siteWork.marqueeTitle'),
        add: t('siteWork.addMarquee'),
        intro: t('siteWork.marqueeIntro'),
        empty: t('siteWork.noMarquee'),
      }}
      confirmName={store.confirming?.en_text ?? ''}
      form={<MarqueeForm store={store} />}
      head={
        <>
          <th scope="col">{t('siteWork.position')}</th>
          <th scope="col">{t('siteWork.enText')}</th>
          <th scope="col">{t('siteWork.localText')}</th>
        </>
      }
    >
      {store.entries.map((entry, index) => (
        <tr key={entry.id} data-testid={`marquee-${entry.id}`}>
          <td>{index + 1}</td>
          <th scope="row" className="bo-wrap">
            {entry.en_text}
          </th>
          <td className="bo-wrap">{entry.local_text}</td>
          <StateCells store={store} entry={entry} name={entry.en_text} editor={editor} />
        </tr>
      ))}
    </ContentListSection>
  );
});

const MarqueeForm = observer(function MarqueeForm({ store }: { store: SiteMarqueeStore }) {
  const { t } = useTranslation();
  const field = (name: 'en_text' | 'local_text', label: string) => (
    <label className="bo-field">
      <span>{label}</span>
      <input
        autoComplete="off"
        required
        maxLength={MARQUEE_MAX}
        aria-describedby="marquee-text-hint"
        value={store.draft[name]}
        onChange={(event) => store.set(name, event.target.value)}
      />
    </label>
  );
  const editing = store.editing;
  const title =
    editing === 'new'
      ? t('siteWork.newMarquee')
      : t('siteWork.editMarquee', { text: store.entries.find((e) => e.id === editing)?.en_text ?? '' });
  return (
    <ContentForm
      store={store}
      id="marquee-form"
      title={title}
      hint={{ id: 'marquee-text-hint', text: t('siteWork.textHint') }}
    >
      {field('en_text', t('siteWork.enText'))}
      {field('local_text', t('siteWork.localText'))}
    </ContentForm>
  );
});
