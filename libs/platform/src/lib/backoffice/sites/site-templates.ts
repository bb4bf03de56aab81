import { LANGUAGES } from '@wl/i18n';
import { paletteFor, THEME_CODES, TEMPLATES } from '@wl/site-model';

/** A template a site can be made from, with its five colours as the new-site form previews them. */
export interface TemplateChoice {
  template: string;
  family: string;
  colors: {
    code: string;
    primary: string;
    accent: string;
    background: string;
    surface: string;
    text: string;
  }[];
}

/** Every template of the registry, in its order, each with its colours' palettes. */
export function templateChoices(): TemplateChoice[] {
  return THEME_CODES.flatMap((code) => {
    const template = TEMPLATES[code];
    if (!template) return [];
    return [
      {
        template: code,
        family: template.family,
        colors: template.colors.flatMap((color) => {
          const palette = paletteFor(template.family, color);
          return palette
            ? [
                {
                  code: color,
                  primary: palette['--wl-primary'],
                  accent: palette['--wl-accent'],
                  background: palette['--wl-bg'],
                  surface: palette['--wl-surface'],
                  text: palette['--wl-text'],
                },
              ]
            : [];
        }),
      },
    ];
  });
}

/** The languages a site may offer, by code, with their own names (the code for one shown in English). */
export function languageChoices(): { code: string; name: string }[] {
  return LANGUAGES.map((language) => ({ code: language.code, name: language.name ?? language.code }));
}
