import { useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useFirstViewLoad, useStores } from '@wl/core';
import { formatDate, useTranslation } from '@wl/i18n';
import { Paginator, type PaginatorLabels } from '@wl/ui';
import { nestHeadings } from './body-html';
import { ContentStatus, SanitisedHtml } from './content-parts';
import { NEWS_PER_PAGE } from './content-store';
import { localText, type NewsItem } from './localized';
import { useContentStore } from './use-content';

function usePagerLabels(): PaginatorLabels {
  const { t } = useTranslation();
  return {
    navigation: t('contentPagerLabel'),
    page: (page) => t('contentPagerPage', { page }),
    first: t('contentPagerFirst'),
    previous: t('contentPagerPrevious'),
    next: t('contentPagerNext'),
    last: t('contentPagerLast'),
    jumpBackward: (count) => t('contentPagerBack', { count: Number(count) }),
    jumpForward: (count) => t('contentPagerForward', { count: Number(count) }),
  };
}

function NewsEntry({ item, language }: { item: NewsItem; language: string }) {
  const html = useMemo(
    () => nestHeadings(localText(language, item.enHtml, item.localHtml), 3),
    [language, item],
  );
  const date = item.publishedAt ? formatDate(item.publishedAt, language) : '';
  return (
    <li>
      <article className="wl-news__item">
        <h2 className="wl-news__title">{localText(language, item.enTitle, item.localTitle)}</h2>
        {date ? (
          <time className="wl-news__date" dateTime={item.publishedAt}>
            {date}
          </time>
        ) : null}
        <SanitisedHtml html={html} />
      </article>
    </li>
  );
}

/** /news: the site's announcements, newest first, ten to a page, in the player's language. */
export const NewsPage = observer(function NewsPage() {
  const { t } = useTranslation();
  const { locale } = useStores();
  const content = useContentStore();
  const labels = usePagerLabels();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFirstViewLoad(() => {
    // Each visit starts at the newest announcements.
    content.setNewsPage(1);
    return content.news.load();
  }, content);

  const { news } = content;
  const state = news.view;
  const go = (page: number) => {
    content.setNewsPage(page);
    // The list starts again at its top: the title gets the focus (and the view) for keyboard and screen readers.
    titleRef.current?.focus();
  };

  return (
    <section className="wl-content wl-news" data-page="news">
      <h1 className="wl-content__title" tabIndex={-1} ref={titleRef}>
        {t('contentNewsTitle')}
      </h1>
      {state !== 'ready' ? <ContentStatus state={state} remote={news} /> : null}
      {state === 'ready' && content.newsCount === 0 ? (
        <p className="wl-content__state">{t('contentNewsEmpty')}</p>
      ) : null}
      {state === 'ready' && content.newsCount > 0 ? (
        <>
          <ul className="wl-news__list">
            {content.newsOnPage.map((item) => (
              <NewsEntry key={item.key} item={item} language={locale.language} />
            ))}
          </ul>
          <Paginator
            type="button"
            className="wl-news__pager"
            totalItems={content.newsCount}
            itemsPerPage={NEWS_PER_PAGE}
            currentPage={Math.min(content.newsPage, content.newsPageCount)}
            onChange={go}
            labels={labels}
          />
        </>
      ) : null}
    </section>
  );
});
