import { TRACKING_ATTRIBUTE, injectTrackingScripts } from './tracking-scripts';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const SCRIPTS = [
  {
    section: 'HEAD' as const,
    script:
      '<script>window.__tracked = (window.__tracked || 0) + 1;</script><meta name="x-track" content="1">',
  },
  { section: 'BODY' as const, script: '<img src="https://t.example/p.gif" alt="">' },
];

it('puts HEAD snippets into the head as runnable scripts with the nonce, BODY ones into the body as noscript', () => {
  expect(injectTrackingScripts(document, SCRIPTS, { nonce: 'n0nce' })).toBe(2);
  const script = document.head.querySelector('script');
  expect(script?.text).toBe('window.__tracked = (window.__tracked || 0) + 1;');
  expect(script?.nonce).toBe('n0nce');
  expect(script?.getAttribute(TRACKING_ATTRIBUTE)).toBe('HEAD-0');
  expect(document.head.querySelector('meta[name="x-track"]')).not.toBeNull();
  const noscript = document.body.querySelector('noscript');
  expect(noscript?.innerHTML).toBe('<img src="https://t.example/p.gif" alt="">');
  expect(document.body.querySelector('img')).toBeNull();
});

it('does not add the same snippets twice', () => {
  injectTrackingScripts(document, SCRIPTS, { nonce: 'n' });
  expect(injectTrackingScripts(document, SCRIPTS, { nonce: 'n' })).toBe(0);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(document.body.querySelectorAll('noscript')).toHaveLength(1);
});

it('leaves HEAD scripts out with a warning when the page has no CSP nonce', () => {
  const warn = jest.fn();
  expect(injectTrackingScripts(document, SCRIPTS, { console: { warn } })).toBe(1);
  expect(document.head.querySelector('script')).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(document.body.querySelector('noscript')).not.toBeNull();
});
