import { z } from 'zod';

export const CMS_PAGES = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'terms',
] as const;
export type CmsPage = (typeof CMS_PAGES)[number];

type CmsShape = { [P in CmsPage as `${P}_status`]: z.ZodBoolean } & {
  [P in CmsPage as `en_${P}_body`]: z.ZodString;
} & { [P in CmsPage as `local_${P}_body`]: z.ZodString };

/**
 * The site's CMS pages, flat as siteinfodetail answers them: per page a status (shown when true) and an
 * English and a local body: about_us_status, en_about_us_body, local_about_us_body, ...
 */
export const cms = z.object(
  Object.fromEntries(
    CMS_PAGES.flatMap((page) => [
      [`${page}_status`, z.boolean()],
      [`en_${page}_body`, z.string()],
      [`local_${page}_body`, z.string()],
    ]),
  ) as CmsShape,
);
