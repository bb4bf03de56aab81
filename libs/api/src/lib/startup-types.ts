import type { Envelope } from './envelope';

export interface Maintenance {
  is_maintenance: boolean;
  start_date: string | null;
  end_date: string | null;
}

export interface Site {
  site_name: string;
  currency: string;
  theme_code: string;
  theme_color: string;
  logo1: string;
  logo2: string;
  logo3: string;
  status: boolean;
  expired_date: string | null;
  logo_text: string;
  external_id: string;
  android_sub: string;
  ios_sub: string;
  manifest_icon: string;
  gamify_status: boolean;
  tac_login: boolean;
}

export interface MenuItem {
  content_id: number;
  name: string;
  /** Game category this entry lists, or another section name (hot, promotions, ...). */
  category: string;
  url: string;
  children: MenuItem[];
}

export interface ProviderCount {
  provider_code: string;
  category: string;
  count: number;
}

export interface LiveChat {
  chat_id: string;
  image_id: string;
  status: boolean;
}

export interface SiteLanguage {
  code: string;
  is_default: boolean;
}

export interface StartupResponse extends Envelope {
  maintenance: Maintenance;
  content: { menu: MenuItem[]; game_menu: MenuItem[] };
  site: Site | null;
  language: SiteLanguage[];
  provider_count: ProviderCount[];
  aff_domain: string;
  live_chat: LiveChat | null;
}

export interface StartupRequest {
  domain_name: string;
}
