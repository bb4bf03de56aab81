import { watchLinkIntent } from './link-intent';

it('reports same-site links the player points at, focuses or touches', () => {
  document.body.innerHTML = `
    <a id="local" href="/vi/slots"><span id="inner">Slots</span></a>
    <a id="away" href="https://elsewhere.example/x">Away</a>
    <a id="tab" href="/minigame" target="_blank">Tab</a>`;
  const seen: string[] = [];
  const stop = watchLinkIntent(document, window.location.origin, (path) => seen.push(path));
  document.getElementById('inner')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  document.getElementById('local')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  document.getElementById('away')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  document.getElementById('tab')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(seen).toEqual(['/vi/slots', '/vi/slots']);
  stop();
  document.getElementById('local')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(seen).toHaveLength(2);
});
