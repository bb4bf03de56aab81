import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The back office's site calls: create from a template, providers, CMS pages, SEO, announcements,
// marquee messages, and the lists saved whole (slides, partners, social accounts, analytics snippets); one
// function per call, the staff cookie travels by itself.

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

/** A site's announcements, those switched off among them. */
export const listSiteAnnouncements = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/announcements'>,
): Promise<ClientAnswer<'backoffice/sites/announcements'>> =>
  send(client, 'backoffice/sites/announcements', request);

/** Writes an announcement (a new one without id); answers the site's announcements after it. */
export const saveSiteAnnouncement = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/save_announcement'>,
): Promise<ClientAnswer<'backoffice/sites/save_announcement'>> =>
  send(client, 'backoffice/sites/save_announcement', request);

/** Removes an announcement; answers the site's announcements after it. */
export const deleteSiteAnnouncement = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/delete_announcement'>,
): Promise<ClientAnswer<'backoffice/sites/delete_announcement'>> =>
  send(client, 'backoffice/sites/delete_announcement', request);

/** A site's marquee messages in order, those switched off among them. */
export const listSiteMarquee = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/marquee'>,
): Promise<ClientAnswer<'backoffice/sites/marquee'>> => send(client, 'backoffice/sites/marquee', request);

/** Writes a marquee message (a new one without id); answers the site's messages after it. */
export const saveSiteMarquee = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/save_marquee'>,
): Promise<ClientAnswer<'backoffice/sites/save_marquee'>> =>
  send(client, 'backoffice/sites/save_marquee', request);

/** Removes a marquee message; answers the site's messages after it. */
export const deleteSiteMarquee = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/delete_marquee'>,
): Promise<ClientAnswer<'backoffice/sites/delete_marquee'>> =>
  send(client, 'backoffice/sites/delete_marquee', request);

/** A site's menu and lobby tabs, each a tree in order. */
export const listSiteMenus = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/menus'>,
): Promise<ClientAnswer<'backoffice/sites/menus'>> => send(client, 'backoffice/sites/menus', request);

/** Writes one of a site's menus whole (kept entries by content_id); answers both menus after it. */
export const saveSiteMenu = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/save_menu'>,
): Promise<ClientAnswer<'backoffice/sites/save_menu'>> => send(client, 'backoffice/sites/save_menu', request);

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

/** A site's rewards settings (wheel, leaderboard, token earning, minigame) with its currency's digits. */
export const getSiteRewards = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/rewards'>,
): Promise<ClientAnswer<'backoffice/sites/rewards'>> => send(client, 'backoffice/sites/rewards', request);

/** Replaces a site's rewards settings whole; answers them as stored. */
export const setSiteRewards = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_rewards'>,
): Promise<ClientAnswer<'backoffice/sites/set_rewards'>> =>
  send(client, 'backoffice/sites/set_rewards', request);

/** A site's VIP levels, lowest first, with its currency's digits. */
export const getSiteVipLevels = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/vip_levels'>,
): Promise<ClientAnswer<'backoffice/sites/vip_levels'>> =>
  send(client, 'backoffice/sites/vip_levels', request);

/** Replaces a site's VIP levels whole; answers them as stored. */
export const setSiteVipLevels = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_vip_levels'>,
): Promise<ClientAnswer<'backoffice/sites/set_vip_levels'>> =>
  send(client, 'backoffice/sites/set_vip_levels', request);

/** A site's home carousel slides, in order. */
export const listSiteSlides = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/slides'>,
): Promise<ClientAnswer<'backoffice/sites/slides'>> => send(client, 'backoffice/sites/slides', request);

/** Saves a site's slides whole, in order; answers them as stored. */
export const setSiteSlides = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_slides'>,
): Promise<ClientAnswer<'backoffice/sites/set_slides'>> =>
  send(client, 'backoffice/sites/set_slides', request);

/** A site's partner logos (the footer), in order. */
export const listSitePartners = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/partners'>,
): Promise<ClientAnswer<'backoffice/sites/partners'>> => send(client, 'backoffice/sites/partners', request);

/** Saves a site's partners whole, in order; answers them as stored. */
export const setSitePartners = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_partners'>,
): Promise<ClientAnswer<'backoffice/sites/set_partners'>> =>
  send(client, 'backoffice/sites/set_partners', request);

/** A site's social accounts, in order. */
export const listSiteSocialAccounts = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/social_accounts'>,
): Promise<ClientAnswer<'backoffice/sites/social_accounts'>> =>
  send(client, 'backoffice/sites/social_accounts', request);

/** Saves a site's social accounts whole, in order; answers them as stored. */
export const setSiteSocialAccounts = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_social_accounts'>,
): Promise<ClientAnswer<'backoffice/sites/set_social_accounts'>> =>
  send(client, 'backoffice/sites/set_social_accounts', request);

/** Owner: a site's analytics snippets, in order. */
export const listSiteAnalytics = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/analytics'>,
): Promise<ClientAnswer<'backoffice/sites/analytics'>> => send(client, 'backoffice/sites/analytics', request);

/** Owner: saves a site's analytics snippets whole (they run on every page of the site). */
export const setSiteAnalytics = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/set_analytics'>,
): Promise<ClientAnswer<'backoffice/sites/set_analytics'>> =>
  send(client, 'backoffice/sites/set_analytics', request);
