export interface Partner {
  href: string;
  img_url: string;
  partner_name: string;
}

/** A social or messenger account of the site (Facebook page, Telegram channel, ...). */
export interface SocialAccount {
  social_type: string;
  account_name: string;
  url: string;
}

export interface SeoRecord {
  id: number;
  page_name: string;
  en_item_name: string;
  en_body: string;
  local_item_name: string;
  local_body: string;
  meta_title: string;
  meta_desc: string;
  meta_keywords: string;
  meta_url: string;
  meta_canonical: string;
  meta_author: string;
  meta_publisher: string;
  meta_lang: string;
  meta_image_url: string;
}

/** An operator's analytics snippet: HEAD ones go into the head, BODY ones into the body as noscript. */
export interface TrackingScript {
  section: 'HEAD' | 'BODY';
  script: string;
}

export const CMS_PAGES = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'terms',
] as const;
export type CmsPage = (typeof CMS_PAGES)[number];

/**
 * The site's CMS pages, flat as siteinfodetail answers them: per page a status (shown when true) and an
 * English and a local body: about_us_status, en_about_us_body, local_about_us_body, ...
 */
export type Cms = { [P in CmsPage as `${P}_status`]: boolean } & {
  [P in CmsPage as `en_${P}_body`]: string;
} & { [P in CmsPage as `local_${P}_body`]: string };

/** Site-wide withdrawal figures; `withrawal` is spelled as the platform spells it. */
export interface WithdrawalStats {
  withrawal: number;
  winner: number;
  hour_withdrawal: number;
  registered_player: number;
  active_player: number;
  deposited_player: number;
}

/** One of the ten biggest wins; the account id arrives masked, the amount in currency units. */
export interface TopWinner {
  account_id: string;
  amount: number;
  game_name: string;
  provider_code: string;
  won_at: string;
}

/** A recent deposit or withdrawal for the home page ticker; the account id arrives masked, the amount in currency units. */
export interface RecentTransaction {
  account_id: string;
  amount: number;
  created_at: string;
}

/** A slide of the home page: its picture, where it leads (a path of the site or an address) and its texts. */
export interface Slide {
  id: number;
  image_url: string;
  link_url: string;
  en_title: string;
  local_title: string;
  en_subtitle: string;
  local_subtitle: string;
}

export interface Announcement {
  id: number;
  en_title: string;
  local_title: string;
  /** HTML the operator wrote; sanitise before showing it. */
  en_content: string;
  local_content: string;
  published_at: string;
}

export interface MarqueeItem {
  id: number;
  en_text: string;
  local_text: string;
}

/** The site's referral setting: a setting_value of 0 hides the referral feature. */
export interface ReferralSetting {
  setting_value: number;
}

/** Any JSON value: the shape of answers the spec leaves open (bts). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
