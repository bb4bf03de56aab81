import { z } from 'zod';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { maintenanceSchema, siteCallBody } from './route-schemas';

type MenuEntry = {
  content_id: number;
  name: string;
  category: string;
  url: string;
  children: MenuEntry[];
};
const menuItem: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    content_id: z.number(),
    name: z.string(),
    category: z.string(),
    url: z.string(),
    children: z.array(menuItem),
  }),
);

const startupAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  maintenance: maintenanceSchema,
  content: z.object({ menu: z.array(menuItem), game_menu: z.array(menuItem) }),
  site: z
    .object({
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
    })
    .nullable(),
  language: z.array(z.object({ code: z.string(), is_default: z.boolean() })),
  provider_count: z.array(z.object({ provider_code: z.string(), category: z.string(), count: z.number() })),
  aff_domain: z.string(),
  live_chat: z.object({ chat_id: z.string(), image_id: z.string(), status: z.boolean() }).nullable(),
});

export function registerStartupRoutes(api: ZodApp, platform: Platform): void {
  api.post(
    '/startup',
    {
      schema: {
        tags: ['site'],
        summary: 'The site of a host name: theme, logos, menus, languages, providers, live chat',
        description:
          'statusCode 1 with the site; inside a maintenance window statusCode 1 with maintenance.is_maintenance ' +
          'true and nothing of the site. Unknown host: -404 siteNotFound; switched off: -403 siteDisabled; ' +
          'expired: -403 siteExpired (each with site null).',
        body: siteCallBody,
        response: { 200: startupAnswer },
      },
    },
    async (request) => platform.sites.startup(request.body.domain_name),
  );
}
