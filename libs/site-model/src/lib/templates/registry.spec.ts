import {
  LOGIN_MODAL_DELAY_MS,
  TEMPLATES,
  THEME_CODES,
  bodyClassesFor,
  checkTheme,
  findTemplate,
  findTemplateById,
  type TemplateDefinition,
} from './registry';
import { palettesByFamily, type ColorCode } from './palettes';

/** Spec section 9: casino1..9, slot1..9 and sportsbook1..4 map to template1..23, with no template18. */
const EXPECTED_TEMPLATE_IDS: Readonly<Record<string, string>> = {
  casino1: 'template1',
  casino2: 'template2',
  casino3: 'template3',
  casino4: 'template4',
  casino5: 'template5',
  casino6: 'template6',
  casino7: 'template7',
  casino8: 'template8',
  casino9: 'template9',
  slot1: 'template10',
  slot2: 'template11',
  slot3: 'template12',
  slot4: 'template13',
  slot5: 'template14',
  slot6: 'template15',
  slot7: 'template16',
  slot8: 'template17',
  slot9: 'template19',
  sportsbook1: 'template20',
  sportsbook2: 'template21',
  sportsbook3: 'template22',
  sportsbook4: 'template23',
};

function template(themeCode: string): TemplateDefinition {
  const found = findTemplate(themeCode);
  if (!found) throw new Error(`No template for ${themeCode}`);
  return found;
}

function firstColor(themeCode: string): ColorCode {
  const color = template(themeCode).colors[0];
  if (!color) throw new Error(`No colour for ${themeCode}`);
  return color;
}

describe('template registry', () => {
  describe('theme code to template id', () => {
    it('knows exactly the 22 theme codes of the spec', () => {
      expect([...THEME_CODES].sort()).toEqual(Object.keys(EXPECTED_TEMPLATE_IDS).sort());
      expect(THEME_CODES).toHaveLength(22);
    });

    it.each(Object.entries(EXPECTED_TEMPLATE_IDS))('maps %s to %s', (themeCode, templateId) => {
      expect(template(themeCode).templateId).toBe(templateId);
      expect(template(themeCode).themeCode).toBe(themeCode);
      expect(findTemplateById(templateId)?.themeCode).toBe(themeCode);
    });

    it('has no template18 and uses template1..template23 otherwise, each once', () => {
      const ids = Object.values(TEMPLATES).map((t) => t.templateId);
      expect(findTemplateById('template18')).toBeUndefined();
      expect(new Set(ids).size).toBe(22);
      const expected = Array.from({ length: 23 }, (_, i) => `template${i + 1}`).filter(
        (id) => id !== 'template18',
      );
      expect([...ids].sort()).toEqual([...expected].sort());
    });

    it('does not know other codes, including inherited object keys', () => {
      for (const code of [
        'casino10',
        'slot10',
        'sportsbook5',
        'slot0',
        'CASINO1',
        '',
        'toString',
        '__proto__',
      ]) {
        expect(findTemplate(code)).toBeUndefined();
      }
      expect(findTemplateById('template24')).toBeUndefined();
    });
  });

  describe('family and colours', () => {
    it.each(Object.keys(EXPECTED_TEMPLATE_IDS))('%s belongs to the family its code names', (themeCode) => {
      const family = themeCode.replace(/\d+$/, '');
      expect(template(themeCode).family).toBe(family);
    });

    it.each(Object.keys(EXPECTED_TEMPLATE_IDS))('%s allows exactly five distinct colours', (themeCode) => {
      const { colors, family } = template(themeCode);
      expect(colors).toHaveLength(5);
      expect(new Set(colors).size).toBe(5);
      expect([...colors].sort()).toEqual(Object.keys(palettesByFamily[family]).sort());
    });
  });

  describe('checkTheme', () => {
    it.each(Object.keys(EXPECTED_TEMPLATE_IDS))('accepts %s with each of its own colours', (themeCode) => {
      for (const color of template(themeCode).colors) {
        const result = checkTheme(themeCode, color);
        expect(result).toEqual({ ok: true, template: template(themeCode), color });
      }
    });

    it('gives invalidThemeCode for an unknown theme code, whatever the colour', () => {
      expect(checkTheme('casino10', 'gold')).toEqual({ ok: false, message: 'invalidThemeCode' });
      expect(checkTheme('template1', 'gold')).toEqual({ ok: false, message: 'invalidThemeCode' });
      expect(checkTheme('', '')).toEqual({ ok: false, message: 'invalidThemeCode' });
    });

    it('gives invalidThemeColor for a colour the template does not allow', () => {
      expect(checkTheme('casino1', 'purple')).toEqual({ ok: false, message: 'invalidThemeColor' });
      expect(checkTheme('casino1', '')).toEqual({ ok: false, message: 'invalidThemeColor' });
      expect(checkTheme('casino1', 'GOLD')).toEqual({ ok: false, message: 'invalidThemeColor' });
    });

    it("rejects another family's colour", () => {
      expect(checkTheme('casino1', 'neon')).toEqual({ ok: false, message: 'invalidThemeColor' });
      expect(checkTheme('slot1', 'gold')).toEqual({ ok: false, message: 'invalidThemeColor' });
      expect(checkTheme('sportsbook1', 'ocean')).toEqual({ ok: false, message: 'invalidThemeColor' });
    });
  });

  describe('body classes', () => {
    it.each(['slot2', 'slot4', 'casino4', 'sportsbook1'])(
      '%s gets main-wrapper plus the colour',
      (themeCode) => {
        const color = firstColor(themeCode);
        expect(bodyClassesFor(template(themeCode), color)).toEqual(['main-wrapper', color]);
      },
    );

    it('casino3 gets wrapper plus the colour', () => {
      const color = firstColor('casino3');
      expect(bodyClassesFor(template('casino3'), color)).toEqual(['wrapper', color]);
    });

    it('every other template gets only the colour', () => {
      const special = new Set(['slot2', 'slot4', 'casino4', 'sportsbook1', 'casino3']);
      const others = THEME_CODES.filter((code) => !special.has(code));
      expect(others).toHaveLength(17);
      for (const themeCode of others) {
        const color = firstColor(themeCode);
        expect(bodyClassesFor(template(themeCode), color)).toEqual([color]);
      }
    });
  });

  describe('login entry', () => {
    it('opens the login modal after one second', () => {
      expect(LOGIN_MODAL_DELAY_MS).toBe(1000);
    });

    it.each(['slot2', 'slot4', 'sportsbook1'])('%s opens #loginmodal after 1000 ms', (themeCode) => {
      expect(template(themeCode).loginEntry).toEqual({ kind: 'modal', modalId: 'loginmodal', delayMs: 1000 });
    });

    it('slot5 opens #modal-signin after 1000 ms', () => {
      expect(template('slot5').loginEntry).toEqual({ kind: 'modal', modalId: 'modal-signin', delayMs: 1000 });
    });

    it('every other template uses the /login page', () => {
      const modalThemes = new Set(['slot2', 'slot4', 'sportsbook1', 'slot5']);
      const others = THEME_CODES.filter((code) => !modalThemes.has(code));
      expect(others).toHaveLength(18);
      for (const themeCode of others) {
        expect(template(themeCode).loginEntry).toEqual({ kind: 'page', path: '/login' });
      }
    });
  });

  describe('rewards icon for a guest', () => {
    it('opens a login modal for template4, template6, template8 and template10 only', () => {
      const modalTemplates = Object.values(TEMPLATES)
        .filter((t) => t.rewardsGuestAction === 'login-modal')
        .map((t) => t.templateId)
        .sort();
      expect(modalTemplates).toEqual(['template10', 'template4', 'template6', 'template8']);
      const others = Object.values(TEMPLATES).filter((t) => !modalTemplates.includes(t.templateId));
      for (const t of others) expect(t.rewardsGuestAction).toBe('login-page');
    });
  });

  describe('custom breakpoints', () => {
    const expected: Readonly<Record<string, Readonly<Record<string, number>>>> = {
      template2: { template2Custom: 1200 },
      template3: { template3Custom: 1200 },
      template4: { template4Custom: 999 },
      template6: { template6Custom: 999 },
      template8: { template8Custom: 999 },
      template9: { template9Custom: 999, template9Product: 1200 },
      template10: { template10Custom: 1200 },
      template11: { template11Custom: 768 },
      template12: { template12Custom: 769 },
      template13: { template13Custom: 769 },
      template14: { template14Custom: 769 },
      template15: { template15Custom: 768 },
      template16: { template16Custom: 768 },
      template17: { template17Custom: 768 },
      template20: { template20Custom: 960 },
      template21: { template21Custom: 960 },
      template22: { template22Custom: 960 },
      template23: { template23Custom: 960 },
    };

    it.each(Object.entries(expected))('%s has the spec breakpoints', (templateId, breakpoints) => {
      expect(findTemplateById(templateId)?.breakpoints).toEqual(breakpoints);
    });

    it.each(['template1', 'template5', 'template7', 'template19'])(
      '%s has no custom breakpoint',
      (templateId) => {
        expect(findTemplateById(templateId)?.breakpoints).toEqual({});
      },
    );
  });
});
