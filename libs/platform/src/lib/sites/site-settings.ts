import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');
/** A path on this deployment (/api/media/...) or an absolute http(s) URL; never javascript: or data:. */
export const assetUrl = z
  .string()
  .max(500)
  .refine((value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'a path starting with / or an http(s) URL',
  });

const language = z.object({ code: z.enum(LANGUAGE_CODES), is_default: z.boolean() });

/** Footer badges (licences, 18+, responsible gaming) the templates show; the spec's `bts`. */
export const btsItem = z.object({
  name: z.string().min(1).max(100),
  img_url: assetUrl,
  href: assetUrl,
});

/**
 * The site settings kept in sites.settings (read whole by startup), validated on every write so a read
 * never meets a malformed value.
 */
export const siteSettingsSchema = z
  .object({
    logo1: assetUrl,
    logo2: assetUrl,
    logo3: assetUrl,
    logo_text: z.string().max(100),
    manifest_icon: assetUrl,
    /** The two colours of the generated logo. */
    logo_colors: z.tuple([hexColor, hexColor]),
    android_sub: assetUrl,
    ios_sub: assetUrl,
    gamify_status: z.boolean(),
    tac_login: z.boolean(),
    languages: z.array(language).min(1).max(LANGUAGE_CODES.length),
    aff_domain: z
      .string()
      .max(253)
      .regex(/^$|^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'a host name'),
    live_chat: z.object({
      chat_id: z.string().max(100),
      image_id: z.string().max(500),
      status: z.boolean(),
    }),
    /** setting_value 1 shows the referral entry, 0 hides it. */
    referral: z.object({ setting_value: z.union([z.literal(0), z.literal(1)]) }),
    bts: z.array(btsItem).max(20),
  })
  .superRefine((settings, ctx) => {
    const codes = settings.languages.map((l) => l.code);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'a language is listed twice' });
    }
    if (settings.languages.filter((l) => l.is_default).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'exactly one default language' });
    }
  });

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
/** What an operator may change; anything left out keeps its value. */
export type SiteSettingsInput = Partial<SiteSettings>;

/** Settings of a new site before the operator changes any: the generated logo, English only, no extras. */
export function defaultSiteSettings(
  key: string,
  name: string,
  primaryHost: string | undefined,
): SiteSettings {
  const logo = `/api/media/logo/${key}.svg`;
  return {
    logo1: logo,
    logo2: logo,
    logo3: logo,
    logo_text: name,
    manifest_icon: logo,
    logo_colors: ['#1f2937', '#4b5563'],
    android_sub: '',
    ios_sub: '',
    gamify_status: false,
    tac_login: false,
    languages: [{ code: 'EN', is_default: true }],
    aff_domain: primaryHost && /^[a-z]/.test(primaryHost) ? `aff.${primaryHost}` : '',
    live_chat: { chat_id: '', image_id: '', status: false },
    referral: { setting_value: 0 },
    bts: [],
  };
}

/** Reads stored settings; a row written before a field existed gets that field's default. */
export function readSiteSettings(stored: unknown, fallback: SiteSettings): SiteSettings {
  const merged = { ...fallback, ...(typeof stored === 'object' && stored !== null ? stored : {}) };
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : fallback;
}
