import { type SafeHtml, raw } from './html';

/** The hosted pages' inline SVG icons (markup, so the CSP needs no img-src for them). */

export const LOGO = raw(
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="7" fill="#3451c7"/><path d="M8 9.5h7.2a4.3 4.3 0 0 1 0 8.6H11.6V21H8zm3.6 3v2.6h3.4a1.3 1.3 0 0 0 0-2.6z" fill="#fff"/></svg>',
);

/** The logo as a data: URL for the tab's icon. */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(LOGO.value.replace(' aria-hidden="true"', ' xmlns="http://www.w3.org/2000/svg"'))}`;

/** A shop front, for a merchant whose host does not start with a letter (an IP address). */
export const STORE = raw(
  '<svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true"><path d="M3 8.5V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8.5M2 6.5 3.6 3h12.8L18 6.5a2.3 2.3 0 0 1-4 1.5 2.3 2.3 0 0 1-4 0 2.3 2.3 0 0 1-4 0 2.3 2.3 0 0 1-4-1.5ZM8 17v-4.5h4V17" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>',
);

export const LOCK = raw(
  '<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1.5 1.5 0 0 1 13.5 8.5v5A1.5 1.5 0 0 1 12 15H4a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 4 7zm1.5 0h4V5a2 2 0 0 0-4 0z" fill="currentColor"/></svg>',
);

export const ALERT = raw(
  '<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 4.25v4.5" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/><circle cx="8" cy="11.3" r="1" fill="currentColor"/></svg>',
);

export const VISA = raw(
  '<svg width="38" height="24" viewBox="0 0 38 24" aria-label="Visa" role="img"><rect x=".5" y=".5" width="37" height="23" rx="3.5" fill="#fff" stroke="#d9dee7"/><path d="M15.7 16.4h-2.3l1.4-8.8h2.3zm8.4-8.6a5.6 5.6 0 0 0-2-.4c-2.3 0-3.9 1.2-3.9 2.9 0 1.3 1.1 2 2 2.4.9.4 1.2.7 1.2 1.1 0 .6-.7.9-1.4.9a4.6 4.6 0 0 1-2.1-.5l-.3-.1-.3 2a7 7 0 0 0 2.5.5c2.4 0 4-1.2 4-3 0-1-.6-1.8-1.9-2.4-.8-.4-1.3-.7-1.3-1.1 0-.4.4-.8 1.3-.8a4 4 0 0 1 1.7.3l.2.1zm3.1 5.5.9-2.5.3-.9.2.8.5 2.6zm2.9-5.7h-1.8c-.5 0-1 .2-1.2.7l-3.4 8.1h2.4l.5-1.3h2.9l.3 1.3h2.1zM11.5 7.6l-2.2 6-.3-1.2a6.8 6.8 0 0 0-3.2-3.7l2 7.7h2.4l3.6-8.8z" fill="#1a1f71"/><path d="M7.2 7.6H3.5v.2c2.9.7 4.8 2.5 5.6 4.6l-.8-4c-.1-.6-.6-.8-1.1-.8" fill="#f7a600"/></svg>',
);

export const MASTERCARD = raw(
  '<svg width="38" height="24" viewBox="0 0 38 24" aria-label="Mastercard" role="img"><rect x=".5" y=".5" width="37" height="23" rx="3.5" fill="#fff" stroke="#d9dee7"/><circle cx="15" cy="12" r="7" fill="#eb001b"/><circle cx="23" cy="12" r="7" fill="#f79e1b"/><path d="M19 6.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4" fill="#ff5f00"/></svg>',
);

export const WALLET = raw(
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="8" fill="rgba(255,255,255,.18)"/><path d="M7 10.5A2.5 2.5 0 0 1 9.5 8h9A1.5 1.5 0 0 1 20 9.5V10h.5A1.5 1.5 0 0 1 22 11.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A2.5 2.5 0 0 1 7 17.5zm2.5-1a1 1 0 0 0 0 2h9v-2zm8.5 5a1.25 1.25 0 1 0 2.5 0 1.25 1.25 0 0 0-2.5 0" fill="#fff"/></svg>',
);

const RESULT_PATHS: Record<'check' | 'cross' | 'clock' | 'slash' | 'question', string> = {
  check:
    '<path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  cross:
    '<path d="M11 11l10 10M21 11L11 21" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/>',
  clock:
    '<circle cx="16" cy="16" r="9" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M16 11.5V16l3 2" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  slash:
    '<circle cx="16" cy="16" r="9" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M9.8 22.2l12.4-12.4" stroke="currentColor" stroke-width="2.2"/>',
  question:
    '<circle cx="16" cy="16" r="9" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M13.6 13.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.4" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="16" cy="21" r="1.3" fill="currentColor"/>',
};

export function resultIcon(kind: keyof typeof RESULT_PATHS): SafeHtml {
  return raw(
    `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">${RESULT_PATHS[kind]}</svg>`,
  );
}
