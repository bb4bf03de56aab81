import { TEMPLATES } from '@wl/core';
import remote from './remote-entry';

const familyTemplates = Object.values(TEMPLATES).filter((t) => t.family === 'casino');

it.each(familyTemplates)(
  'serves $themeCode as $templateId with a layout, a home page and lobbies',
  async (t) => {
    const module = await remote.loadTemplate(t.templateId);
    expect([
      module.templateId,
      typeof module.Layout,
      typeof module.pages.home,
      typeof module.pages.slots,
    ]).toEqual([t.templateId, 'object', 'object', 'object']);
  },
);

it('offers exactly the templates of its family and refuses any other', async () => {
  expect([...remote.templateIds].sort()).toEqual(familyTemplates.map((t) => t.templateId).sort());
  await expect(remote.loadTemplate('template18')).rejects.toThrow('has no template18');
});
