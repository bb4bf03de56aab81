import { palettesByFamily, type ColorCode } from './palettes';
import type { TemplateFamily } from './template-family';

/** template1..template23; there is no template18. */
export type TemplateId = `template${number}`;

export type LoginEntry =
  | { kind: 'page'; path: '/login' }
  | { kind: 'modal'; modalId: 'loginmodal' | 'modal-signin'; delayMs: number };

/** What the floating rewards icon does for a guest. */
export type RewardsGuestAction = 'login-modal' | 'login-page';

export interface TemplateDefinition {
  themeCode: string;
  templateId: TemplateId;
  family: TemplateFamily;
  /** Exactly five colour codes, each a palette of CSS custom properties. */
  colors: readonly ColorCode[];
  /** Template-specific breakpoints in px, keyed by the spec's names. */
  breakpoints: Readonly<Record<string, number>>;
  /** Extra body class besides the colour code (the spec's main-wrapper / wrapper rule). */
  bodyClass: 'main-wrapper' | 'wrapper' | null;
  loginEntry: LoginEntry;
  rewardsGuestAction: RewardsGuestAction;
}

const LOGIN_PAGE: LoginEntry = { kind: 'page', path: '/login' };
/** The spec's delay before a template's login modal opens after a guest is sent to /. */
export const LOGIN_MODAL_DELAY_MS = 1000;

const themeCodeToTemplateNumber: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`casino${i + 1}`, i + 1])),
  // slot1..slot8 are template10..template17; template18 does not exist, so slot9 is template19.
  ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`slot${i + 1}`, i + 10])),
  slot9: 19,
  ...Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`sportsbook${i + 1}`, i + 20])),
};

const customBreakpoints: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  2: { template2Custom: 1200 },
  3: { template3Custom: 1200 },
  4: { template4Custom: 999 },
  6: { template6Custom: 999 },
  8: { template8Custom: 999 },
  9: { template9Custom: 999, template9Product: 1200 },
  10: { template10Custom: 1200 },
  11: { template11Custom: 768 },
  12: { template12Custom: 769 },
  13: { template13Custom: 769 },
  14: { template14Custom: 769 },
  15: { template15Custom: 768 },
  16: { template16Custom: 768 },
  17: { template17Custom: 768 },
  20: { template20Custom: 960 },
  21: { template21Custom: 960 },
  22: { template22Custom: 960 },
  23: { template23Custom: 960 },
};

const mainWrapperThemes = new Set(['slot2', 'slot4', 'casino4', 'sportsbook1']);
const loginModalThemes = new Set(['slot2', 'slot4', 'sportsbook1']);
const rewardsLoginModalTemplates = new Set([4, 6, 8, 10]);

function familyOf(themeCode: string): TemplateFamily {
  if (themeCode.startsWith('casino')) return 'casino';
  if (themeCode.startsWith('sportsbook')) return 'sportsbook';
  return 'slot';
}

function loginEntryOf(themeCode: string): LoginEntry {
  if (loginModalThemes.has(themeCode)) {
    return { kind: 'modal', modalId: 'loginmodal', delayMs: LOGIN_MODAL_DELAY_MS };
  }
  if (themeCode === 'slot5') return { kind: 'modal', modalId: 'modal-signin', delayMs: LOGIN_MODAL_DELAY_MS };
  return LOGIN_PAGE;
}

function define(themeCode: string, templateNumber: number): TemplateDefinition {
  const family = familyOf(themeCode);
  return {
    themeCode,
    templateId: `template${templateNumber}`,
    family,
    colors: Object.keys(palettesByFamily[family]) as ColorCode[],
    breakpoints: customBreakpoints[templateNumber] ?? {},
    bodyClass: mainWrapperThemes.has(themeCode) ? 'main-wrapper' : themeCode === 'casino3' ? 'wrapper' : null,
    loginEntry: loginEntryOf(themeCode),
    rewardsGuestAction: rewardsLoginModalTemplates.has(templateNumber) ? 'login-modal' : 'login-page',
  };
}

/** Every template the platform knows, keyed by theme code. */
export const TEMPLATES: Readonly<Record<string, TemplateDefinition>> = Object.fromEntries(
  Object.entries(themeCodeToTemplateNumber).map(([code, n]) => [code, define(code, n)]),
);

export const THEME_CODES: readonly string[] = Object.keys(TEMPLATES);

export function findTemplate(themeCode: string): TemplateDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(TEMPLATES, themeCode) ? TEMPLATES[themeCode] : undefined;
}

export function findTemplateById(templateId: string): TemplateDefinition | undefined {
  return Object.values(TEMPLATES).find((t) => t.templateId === templateId);
}

export type ThemeCheck =
  | { ok: true; template: TemplateDefinition; color: ColorCode }
  | { ok: false; message: 'invalidThemeCode' | 'invalidThemeColor' };

/** The startup rule: the theme code must be a known template and the colour one it allows. */
export function checkTheme(themeCode: string, themeColor: string): ThemeCheck {
  const template = findTemplate(themeCode);
  if (!template) return { ok: false, message: 'invalidThemeCode' };
  const color = template.colors.find((c) => c === themeColor);
  if (!color) return { ok: false, message: 'invalidThemeColor' };
  return { ok: true, template, color };
}

/** Body classes of a template: its wrapper class (if any) and always the colour code. */
export function bodyClassesFor(template: TemplateDefinition, color: ColorCode): string[] {
  return template.bodyClass ? [template.bodyClass, color] : [color];
}

/**
 * Every class a site's page body carries: the spec's (bodyClassesFor), the family's and the theme code's.
 * The site server writes them into the page; the browser sets the same ones.
 */
export function themeBodyClasses(template: TemplateDefinition, color: ColorCode): string[] {
  return [...bodyClassesFor(template, color), `family-${template.family}`, template.themeCode];
}
