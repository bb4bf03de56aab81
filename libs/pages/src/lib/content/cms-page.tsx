import { useEffect, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { nestHeadings, splitFaqs, type BodyPart } from './body-html';
import { ContentFrame, ContentStatus, ContentUnavailable, SanitisedHtml } from './content-parts';
import { CMS_PAGE_OF, cmsBody, type CmsPageName } from './localized';
import { useContentStore } from './use-content';
import { contentPageTitle } from '../content-links';

/** Questions as an accordion: each opens on its own, by click, tap, Enter or Space. */
function FaqList({ parts }: { parts: BodyPart[] }) {
  return (
    <div className="wl-content__body">
      {parts.map((part, index) =>
        part.kind === 'html' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <ul key={index} className="wl-content__faqs">
            {part.items.map((item, n) => (
              <li key={n}>
                <details className="wl-content__faq">
                  <summary className="wl-content__question">{item.question}</summary>
                  <div className="wl-content__answer" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
                </details>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** The body, its headings under the page's h1; a FAQ page's questions as an accordion. */
function CmsBody({ page, html, title }: { page: CmsPageName; html: string; title: string }) {
  const parts = useMemo<BodyPart[]>(
    () => (page === 'faqs' ? splitFaqs(html, title) : [{ kind: 'html', html: nestHeadings(html, 2, title) }]),
    [page, html, title],
  );
  const [first] = parts;
  if (parts.length === 1 && first?.kind === 'html') return <SanitisedHtml html={first.html} />;
  return <FaqList parts={parts} />;
}

/**
 * About, privacy policy, FAQs, responsible gaming, terms and banking: the site's CMS page in the player's
 * language (the local body unless the language is English or the local body is empty), or a clear
 * "not available" when the operator switched the page off. Responsible gaming has the player's tools
 * above its text.
 */
export const CmsContentPage = observer(function CmsContentPage({
  page,
  lead,
  tools,
}: {
  page: CmsPageName;
  /** Shown above the body while the page is on (banking's payment methods). */
  lead?: ReactNode;
  /** Shown first, whether the site's text is on or not (responsible gaming's tools). */
  tools?: ReactNode;
}) {
  const { site: layout, locale } = useStores();
  const content = useContentStore();
  const { t } = useTranslation();
  const title = contentPageTitle(t, page);
  const showPreloader = layout.show_preloader;
  useEffect(() => content.ensureCms(), [content, showPreloader]);

  const state = content.cmsState;
  const cms = content.cms;
  const html = state === 'ready' && cms ? cmsBody(cms, CMS_PAGE_OF[page], locale.language) : null;
  return (
    <ContentFrame page={page} title={title}>
      {tools}
      {state !== 'ready' || html ? lead : null}
      {state !== 'ready' ? (
        <ContentStatus state={state} remote={content.siteInfo} />
      ) : html ? (
        <CmsBody page={page} html={html} title={title} />
      ) : (
        <ContentUnavailable />
      )}
    </ContentFrame>
  );
});
