import { createRemoteManifest } from './remote-manifest';

describe('createRemoteManifest', () => {
  it('points every remote at its remoteEntry.js under a CDN base', () => {
    expect(createRemoteManifest('https://cdn.example.com/wl')).toEqual({
      remotes: {
        template_casino: { entry: 'https://cdn.example.com/wl/template-casino/remoteEntry.js' },
        template_slot: { entry: 'https://cdn.example.com/wl/template-slot/remoteEntry.js' },
        template_sportsbook: { entry: 'https://cdn.example.com/wl/template-sportsbook/remoteEntry.js' },
        minigame: { entry: 'https://cdn.example.com/wl/minigame/remoteEntry.js' },
      },
    });
  });

  it("uses this server's /remotes path by default", () => {
    const { remotes } = createRemoteManifest('/remotes');
    expect(Object.keys(remotes).sort()).toEqual([
      'minigame',
      'template_casino',
      'template_slot',
      'template_sportsbook',
    ]);
    expect(remotes['template_slot']?.entry).toBe('/remotes/template-slot/remoteEntry.js');
  });
});
