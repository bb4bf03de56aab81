import { verifyTemplateRemote } from '@wl/core';
import remote from './remote-entry';

it('offers every sportsbook template of the registry, each with its layout and home page', async () => {
  expect(remote.family).toBe('sportsbook');
  expect(await verifyTemplateRemote(remote)).toEqual([]);
});
