import { z } from 'zod';
import { defineCall } from '../../define-call';
import { maintenance } from '../../shared/envelope';
import { ANY_CALL_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

export interface MenuEntry {
  content_id: number;
  name: string;
  /** Game category this entry lists, or another section name (hot, promotions, ...). */
  category: string;
  url: string;
  children: MenuEntry[];
}
const menuItem: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    content_id: z.number(),
    name: z.string(),
    category: z.string(),
    url: z.string(),
    children: z.array(menuItem),
  }),
);

export const site = z.object({
  site_name: z.string(),
  currency: z.string(),
  theme_code: z.string(),
  theme_color: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  status: z.boolean(),
  expired_date: z.string().nullable(),
  logo_text: z.string(),
  external_id: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
  manifest_icon: z.string(),
  gamify_status: z.boolean(),
  tac_login: z.boolean(),
});

export const siteLanguage = z.object({ code: z.string(), is_default: z.boolean() });
export const providerCount = z.object({ provider_code: z.string(), category: z.string(), count: z.number() });
export const liveChat = z.object({ chat_id: z.string(), image_id: z.string(), status: z.boolean() });

/** The site of a host name; its answer is whole even on failure (site null), so the shell can render. */
export const startup = defineCall({
  path: 'startup',
  method: 'POST',
  fallback: 'startup',
  tag: 'site',
  summary: 'The site of a host name: theme, logos, menus, languages, providers, live chat',
  description:
    'statusCode 1 with the site; inside a maintenance window statusCode 1 with maintenance.is_maintenance ' +
    'true and nothing of the site. Unknown host: -404 siteNotFound; switched off: -403 siteDisabled; ' +
    'expired: -403 siteExpired (each with site null).',
  request: siteRequest,
  envelope: 'included',
  answer: z.object({
    statusCode: z.number(),
    message: z.string(),
    maintenance,
    content: z.object({ menu: z.array(menuItem), game_menu: z.array(menuItem) }),
    site: site.nullable(),
    language: z.array(siteLanguage),
    provider_count: z.array(providerCount),
    aff_domain: z.string(),
    live_chat: liveChat.nullable(),
  }),
  errors: [...ANY_CALL_ERRORS, 'siteNotFound', 'siteDisabled', 'siteExpired'],
});
