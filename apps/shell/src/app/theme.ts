import { paletteFor, themeBodyClasses, type ColorCode, type TemplateDefinition } from '@wl/core';

/** Puts the site's palette on the document root and the template's classes on the body. */
export function applyTheme(doc: Document, template: TemplateDefinition, color: ColorCode): void {
  const palette = paletteFor(template.family, color);
  if (palette) {
    for (const [property, value] of Object.entries(palette)) {
      doc.documentElement.style.setProperty(property, value);
    }
  }
  doc.body.classList.add(...themeBodyClasses(template, color));
  doc.documentElement.dataset['template'] = template.templateId;
}
