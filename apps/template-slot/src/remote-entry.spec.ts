import { verifyTemplateRemote } from '@wl/core';
import remote from './remote-entry';

it('offers every slot template of the registry, each with its layout and home page', async () => {
  expect(remote.family).toBe('slot');
  expect(await verifyTemplateRemote(remote)).toEqual([]);
});
