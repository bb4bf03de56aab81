import { readBootData } from './boot-data';

describe('readBootData', () => {
  it('reads the startup answer and manifest the server wrote into the page', () => {
    document.body.innerHTML = `<script type="application/json" id="wl-boot">${JSON.stringify({
      manifest: { remotes: { template_slot: { entry: '/remotes/template-slot/remoteEntry.js' } } },
    })}</script>`;
    expect(readBootData().manifest.remotes['template_slot']?.entry).toBe(
      '/remotes/template-slot/remoteEntry.js',
    );
  });

  it('falls back to an empty manifest and no startup when the page has none', () => {
    document.body.innerHTML = '';
    expect(readBootData()).toEqual({ manifest: { remotes: {} } });
  });
});
