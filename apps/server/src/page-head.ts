import type { SeoRecord, Site, SiteLanguage } from '@wl/api';
import { HEAD_ATTRIBUTE, LocaleRouting, localeHead } from '@wl/i18n';
import { findRouteByPath } from '@wl/site-model';
import { serverLanguageCatalogue } from './language-catalogue';

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The <html lang> of a page and the tags of its head, each already escaped. */
export interface PageHead {
  htmlLang: string;
  tags: string[];
}

/** Attributes, escaped; those without a value left out. */
const attributes = (values: Record<string, string | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');

/** A <meta> with a name or property, or nothing when it has no content. */
function meta(key: 'name' | 'property', name: string, content: string | undefined, marked = false): string {
  if (!content) return '';
  return `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}"${marked ? ` ${HEAD_ATTRIBUTE}` : ''} />`;
}

/** A <link>, or nothing when it has no href. */
function link(
  values: { rel: string; href: string | undefined; [key: string]: string | undefined },
  marked = false,
): string {
  if (!values.href) return '';
  return `<link${attributes(values)}${marked ? ` ${HEAD_ATTRIBUTE}` : ''} />`;
}

const ICON_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
  gif: 'image/gif',
};

/** The media type of an image by its file extension, or undefined. */
export function imageType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension ? ICON_TYPES[extension] : undefined;
}

/** An image's absolute URL (crawlers need one for og:image), or undefined for none or a bad value. */
function absoluteUrl(value: string, origin: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Routings by languages list: a kept startup answer is shared by its host's views (read only). */
const routings = new WeakMap<readonly SiteLanguage[], LocaleRouting>();

/** The site's locale routing (the same the shell builds from the startup answer). */
export function routingOf(languages: readonly SiteLanguage[]): LocaleRouting {
  let routing = routings.get(languages);
  if (!routing) {
    routing = new LocaleRouting(serverLanguageCatalogue, languages);
    routings.set(languages, routing);
  }
  return routing;
}

export interface PageHeadInput {
  site: Site;
  languages: readonly SiteLanguage[];
  /** The request's path, without query. */
  pathname: string;
  /** scheme://host[:port] of the request. */
  origin: string;
  /** The page's SEO record, or the home page's; null when the site has neither. */
  seo: SeoRecord | null;
  themeColor: string | undefined;
}

/**
 * The head of a site's page for crawlers that run no script: title, description and the other meta
 * fields of its SEO record, canonical and alternate-language links and og:locale (the locale tags the
 * shell writes, marked so it replaces them), open graph and twitter tags, theme colour, manifest, icons.
 */
export function pageHead({ site, languages, pathname, origin, seo, themeColor }: PageHeadInput): PageHead {
  const routing = routingOf(languages);
  const { language, path } = routing.parse(pathname);
  const locale = localeHead(routing, pathname, origin, language);
  const canonical = locale.links.find((link) => link.rel === 'canonical')?.href;
  const title = seo?.meta_title || site.site_name;
  const description = seo?.meta_desc;
  const icon = site.manifest_icon || site.logo1;
  const image = absoluteUrl(seo?.meta_image_url || icon, origin);
  // Paths of no route show the shell's "page not found"; member pages show a sign-in.
  const route = findRouteByPath(path.replace(/\/+$/, '').toLowerCase() || '/');
  const indexable = Boolean(route && !route.requiresAuth);

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'keywords', seo?.meta_keywords),
    meta('name', 'author', seo?.meta_author),
    meta('name', 'publisher', seo?.meta_publisher),
    indexable ? '' : meta('name', 'robots', 'noindex'),
    ...locale.links.map(({ rel, hreflang, href }) => link({ rel, hreflang, href }, true)),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.site_name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    ...locale.metas.map(({ property, content }) => meta('property', property, content, true)),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'theme-color', themeColor),
    link({ rel: 'manifest', href: '/manifest.webmanifest' }),
    link({ rel: 'icon', href: icon, type: imageType(icon) }),
    link({ rel: 'apple-touch-icon', href: icon }),
  ];
  return { htmlLang: locale.htmlLang, tags: tags.filter(Boolean) };
}

/** A page without a site (maintenance, or a platform that could not answer): its title and noindex. */
export function unavailableHead(title: string): PageHead {
  return {
    htmlLang: 'en',
    tags: [`<title>${escapeHtml(title)}</title>`, meta('name', 'robots', 'noindex')],
  };
}
