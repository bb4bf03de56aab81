import { verifyTemplateRemote } from '@wl/core';
import remote from './remote-entry';

it('offers every casino template of the registry, each with its layout and home page', async () => {
  expect(remote.family).toBe('casino');
  expect(await verifyTemplateRemote(remote)).toEqual([]);
});
