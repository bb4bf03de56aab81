import { randomBytes } from 'node:crypto';
import { formatAmount } from './currencies';
import { type SafeHtml, html, raw } from './html';
import { FAVICON, LOCK, LOGO, STORE } from './icons';
import { PAGE_STYLES } from './page-styles';
import type { Payment, PaymentMethod } from './psp-types';

/** The PSP's name as the hosted pages show it. */
export const PSP_NAME = 'DemoPay';

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Card',
  ewallet: 'E-wallet',
  bank_transfer: 'Bank transfer',
};

export const newNonce = (): string => randomBytes(18).toString('base64');

/**
 * A hosted page's policy: no script at all, only the style element carrying this response's nonce, and
 * forms that post to this origin, or none (`forms: 'none'`). `forms` lists the merchant's origin too: a
 * form's answer may be a 303 to the return URL, and browsers check form-action on that redirect as well.
 * The page is never framed.
 */
export function pageCsp(nonce: string, forms: 'none' | readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    // The favicon only (a data: URL); every other image is inline SVG markup.
    'img-src data:',
    forms === 'none' ? "form-action 'none'" : ["form-action 'self'", ...forms].join(' '),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The merchant's name as the player knows it: the host of the site that sent them. */
export function merchantName(payment: Payment): string {
  return new URL(payment.returnUrl).host;
}

/** The origin a payment's return URL is on (for form-action). */
export const returnOrigin = (payment: Payment): string => new URL(payment.returnUrl).origin;

/** "in 29 minutes", "in 2 hours" … for the time left to pay. */
export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in ${Math.round(minutes / 60)} hours`;
}

/** The order summary: who is paid, what for, how much. */
export function paymentSummary(payment: Payment, now: number, open: boolean): SafeHtml {
  const merchant = merchantName(payment);
  // The merchant's initial, as a shop's badge; a shop-front icon for a host that is an IP address.
  const mark = /^[a-z]/i.test(merchant) ? merchant.charAt(0) : STORE;
  return html`<section class="summary" aria-label="Order summary">
    <div class="merchant">
      <span class="merchant-mark" aria-hidden="true">${mark}</span
      ><span class="merchant-name">${merchant}</span>
    </div>
    <p class="description">${payment.description ?? `Payment to ${merchant}`}</p>
    <p class="amount">${formatAmount(payment.amount, payment.currency)}</p>
    <dl class="facts">
      <dt>Currency</dt>
      <dd>${payment.currency}</dd>
      <dt>Payment method</dt>
      <dd>${METHOD_NAMES[payment.method]}</dd>
      <dt>Reference</dt>
      <dd class="mono">${payment.reference}</dd>
      ${
        open
          ? html`<dt>Expires</dt>
              <dd>${timeLeft(payment.expiresAt - now)}</dd>`
          : ''
      }
    </dl>
  </section>`;
}

export interface PageFrame {
  title: string;
  nonce: string;
  /** The order summary beside (desktop) or above (phone) the panel; none: the panel alone, centred. */
  summary?: SafeHtml;
  panel: SafeHtml;
}

export function renderPage(frame: PageFrame): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="${FAVICON}" />
        <title>${frame.title} · ${PSP_NAME}</title>
        <style nonce="${frame.nonce}">
          ${raw(PAGE_STYLES)}
        </style>
      </head>
      <body>
        <header class="topbar">
          <div class="topbar-inner">
            <span class="brand">${LOGO}${PSP_NAME}</span><span class="badge-test">Test mode</span>
            <span class="secure"
              >${LOCK}<span>Secure<span class="wide-only"> checkout</span></span></span
            >
          </div>
        </header>
        <main class="checkout${frame.summary ? '' : ' checkout-single'}">
          ${frame.summary ?? ''}
          <section class="panel">${frame.panel}</section>
        </main>
        <footer class="footer">
          <p>
            ${LOCK}Payments are encrypted and processed by ${PSP_NAME}. Your card details are never shared
            with the merchant.
          </p>
          <p>This is a test environment: no real money moves.</p>
        </footer>
      </body>
    </html> `.value;
}
