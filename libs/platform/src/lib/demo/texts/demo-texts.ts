import type { CmsPage } from '../../db/schema';
import { bn } from './bn';
import { cn } from './cn';
import { ct } from './ct';
import { en } from './en';
import { esp } from './esp';
import { ms } from './ms';
import { ne } from './ne';
import { php } from './php';
import { rus } from './rus';
import { vi } from './vi';

/** Pages with an SEO record in the demo: the home page, the lobbies and a few content pages. */
export const SEO_PAGES = [
  'home',
  'slots',
  'casino',
  'sports',
  'fishing',
  'arcade',
  'crash',
  'bingo',
  'freeplay',
  'lottery',
  'poker',
  'sabong',
  'horse-racing',
  'hash-game',
  'promotions',
  'about',
  'faqs',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/**
 * The demo content of one language. `{site}` stands for the site's name. CMS bodies and announcement
 * contents are HTML; everything else is plain text.
 */
export interface DemoTexts {
  cms: Record<CmsPage, string>;
  /** Welcome bonus, new games, refer a friend. */
  slides: [Slide, Slide, Slide];
  /** Maintenance notice, faster withdrawals. */
  announcements: [Announcement, Announcement];
  marquee: [string, string];
  pageTitles: Record<SeoPage, string>;
  /** One sentence under a page: `{title}` is the page's title. */
  seoBody: string;
}

interface Slide {
  title: string;
  subtitle: string;
}

interface Announcement {
  title: string;
  content: string;
}

const byLanguage: Readonly<Record<string, DemoTexts>> = {
  EN: en,
  PHP: php,
  CN: cn,
  CT: ct,
  ESP: esp,
  RUS: rus,
  VI: vi,
  MS: ms,
  NE: ne,
  BN: bn,
};

/** The demo texts of a language code of the catalogue; English for a language without demo texts. */
export function demoTexts(language: string): DemoTexts {
  return byLanguage[language] ?? en;
}

/** A demo text with the site's name (and a page title) put in. */
export function fill(text: string, site: string, title = ''): string {
  return text.replaceAll('{site}', site).replaceAll('{title}', title);
}
