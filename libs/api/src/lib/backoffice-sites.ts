import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The back office's site calls: create from a template, providers, CMS pages and SEO (one function per
// call; the staff cookie travels by itself).

/** Owner: a new site from a template, with its starter catalogue and content. */
export const createBackofficeSite = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/create'>,
): Promise<ClientAnswer<'backoffice/sites/create'>> => send(client, 'backoffice/sites/create', request);

/** The providers of the catalogue, each enabled or not for one site. */
export const listSiteProviders = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/providers'>,
): Promise<ClientAnswer<'backoffice/sites/providers'>> => send(client, 'backoffice/sites/providers', request);

/** Enables or disables a provider's games on one site. */
export const setSiteProvider = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_provider'>,
): Promise<ClientAnswer<'backoffice/sites/set_provider'>> =>
  send(client, 'backoffice/sites/set_provider', request);

/** A site's CMS pages. */
export const listSiteCmsPages = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/cms_pages'>,
): Promise<ClientAnswer<'backoffice/sites/cms_pages'>> => send(client, 'backoffice/sites/cms_pages', request);

/** One CMS page of a site, both languages. */
export const getSiteCmsPage = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/cms_page'>,
): Promise<ClientAnswer<'backoffice/sites/cms_page'>> => send(client, 'backoffice/sites/cms_page', request);

/** Writes a CMS page (sanitised on the platform). */
export const setSiteCmsPage = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_cms_page'>,
): Promise<ClientAnswer<'backoffice/sites/set_cms_page'>> =>
  send(client, 'backoffice/sites/set_cms_page', request);

/** A site's SEO records. */
export const listSiteSeo = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/seo'>,
): Promise<ClientAnswer<'backoffice/sites/seo'>> => send(client, 'backoffice/sites/seo', request);

/** Writes a page's SEO title, description and headings. */
export const setSiteSeo = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_seo'>,
): Promise<ClientAnswer<'backoffice/sites/set_seo'>> => send(client, 'backoffice/sites/set_seo', request);

/** The templates (each with its five colours) and languages a new site may have. */
export const listSiteTemplates = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/templates'>,
): Promise<ClientAnswer<'backoffice/sites/templates'>> => send(client, 'backoffice/sites/templates', request);

/** HTML as the CMS would store it, for the editor's preview. */
export const previewCmsHtml = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/cms_preview'>,
): Promise<ClientAnswer<'backoffice/sites/cms_preview'>> =>
  send(client, 'backoffice/sites/cms_preview', request);

/** A site's name, colour and maintenance window. */
export const getSiteSettings = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/settings'>,
): Promise<ClientAnswer<'backoffice/sites/settings'>> => send(client, 'backoffice/sites/settings', request);

/** Changes a site's name, colour or maintenance window. */
export const setSiteSettings = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_settings'>,
): Promise<ClientAnswer<'backoffice/sites/set_settings'>> =>
  send(client, 'backoffice/sites/set_settings', request);
