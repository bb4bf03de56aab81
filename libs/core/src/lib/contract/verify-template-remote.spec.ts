import type { TemplateId } from '@wl/site-model';
import type { TemplateModule } from './template-contract';
import { createTemplateRemote } from './create-template-remote';
import { verifyTemplateRemote } from './verify-template-remote';

const templateModule = (templateId: TemplateId): { default: TemplateModule } => ({
  default: { templateId, Layout: () => null, pages: { home: () => null } },
});

it('accepts a remote with exactly its family templates', async () => {
  const remote = createTemplateRemote('sportsbook', {
    template20: async () => templateModule('template20'),
    template21: async () => templateModule('template21'),
    template22: async () => templateModule('template22'),
    template23: async () => templateModule('template23'),
  });
  expect(await verifyTemplateRemote(remote)).toEqual([]);
});

it('names missing, foreign and mislabelled templates', async () => {
  const remote = createTemplateRemote('sportsbook', {
    template20: async () => templateModule('template21'),
    template1: async () => templateModule('template1'),
  });
  expect(await verifyTemplateRemote(remote)).toEqual([
    'missing template21',
    'missing template22',
    'missing template23',
    'template20 loaded as template21',
    'template1 is not a sportsbook template',
  ]);
});
