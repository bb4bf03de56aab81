import { screen } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { TEMPLATES, type TemplateModule } from '@wl/core';
import remote from '../remote-entry';
import { renderSlot } from '../testing/render-slot';

beforeAll(async () => {
  await setupI18n('EN');
});

const slotTemplates = Object.values(TEMPLATES).filter((t) => t.family === 'slot');

describe.each(slotTemplates.map((t) => [t.themeCode, t.templateId, t.colors[0] ?? 'neon'] as const))(
  '%s (%s)',
  (themeCode, templateId, color) => {
    let template: TemplateModule;
    beforeAll(async () => {
      template = await remote.loadTemplate(templateId);
    });

    it('wraps the page in its own layout: one brand, one main, the game menu and the footer', () => {
      const { Layout } = template;
      const { view } = renderSlot((page) => <Layout>{page}</Layout>, {
        path: '/slots',
        theme: [themeCode, color],
      });
      const root = view.container.querySelector('[data-family="slot"]');
      expect(root).toHaveAttribute('data-template', templateId);
      expect(root).toHaveClass(themeCode);
      expect(screen.getByTestId('site-name')).toHaveTextContent('Neon Reels');
      expect(screen.getByRole('main')).toHaveTextContent('Slots page');
      expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
      expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    });

    it('brings the shared pages: home, every lobby and the content pages', () => {
      for (const name of ['home', 'slots', 'hot', 'fishing', 'about', 'faqs', 'contactUs'] as const) {
        expect(template.pages[name]).toBeDefined();
      }
      expect(template.preload?.slots).toBeDefined();
    });
  },
);
