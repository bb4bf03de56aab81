import { findTemplate } from '@wl/core';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it("puts the palette on the root and the template's classes on the body", () => {
    const template = findTemplate('slot2');
    if (!template) throw new Error('slot2 is a known template');
    applyTheme(document, template, 'sunset');
    expect(document.documentElement.style.getPropertyValue('--wl-primary')).toBe('#ff6b35');
    expect([...document.body.classList]).toEqual(
      expect.arrayContaining(['main-wrapper', 'sunset', 'family-slot']),
    );
    expect(document.documentElement.dataset['template']).toBe('template11');
  });
});
