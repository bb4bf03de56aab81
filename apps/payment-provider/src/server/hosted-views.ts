import { createHash } from 'node:crypto';
import { CONFIRMATION_CODE, type CardField, TEST_CARDS } from './card-rules';
import { formatAmount } from './currencies';
import { type SafeHtml, html } from './html';
import { ALERT, LOCK, MASTERCARD, VISA, WALLET, resultIcon } from './icons';
import { PSP_NAME, merchantName } from './page-layout';
import type { Payment, PaymentFailureReason } from './psp-types';

/** The panels of the hosted pages, one per step of each method, and the final page. */

export interface Panel {
  title: string;
  panel: SafeHtml;
}

/** What a failed payment's page says (the merchant gets the code as failure_reason). */
export const FAILURE_TEXT: Record<PaymentFailureReason, string> = {
  card_declined: 'Your card was declined.',
  unknown_card: 'Your card was declined: the card number is not one we recognise.',
  authentication_failed: 'The payment could not be confirmed: the code was entered wrongly too many times.',
  declined_by_payer: 'You declined the payment in your e-wallet.',
};

const payUrl = (payment: Payment, action = '') => `/pay/${payment.id}${action ? `/${action}` : ''}`;

/** The link back to the merchant, with `status` added (docs/payment-protocol.md, "The hosted page"). */
export function returnUrlWithStatus(payment: Payment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('status', payment.status);
  return url.toString();
}

const amountOf = (payment: Payment) => formatAmount(payment.amount, payment.currency);

function fieldError(id: string, message: string | undefined): SafeHtml | string {
  return message ? html`<p class="field-error" id="${id}-error">${ALERT}<span>${message}</span></p>` : '';
}

/** The attributes an input with an error carries. */
function errorAttributes(id: string, message: string | undefined): SafeHtml | string {
  return message ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
}

function cancelForm(payment: Payment): SafeHtml {
  return html`<form class="cancel" method="post" action="${payUrl(payment, 'cancel')}">
    <button class="link-button" type="submit">Cancel and return to ${merchantName(payment)}</button>
  </form>`;
}

function testNote(title: string, body: SafeHtml): SafeHtml {
  return html`<aside class="note" aria-label="Test mode">
    <p class="note-title">${title}</p>
    ${body}
  </aside>`;
}

const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface CardFormState {
  errors?: Partial<Record<CardField, string>>;
  /** What to show again after an error; the card number and CVC are never echoed back. */
  expiry?: string;
  name?: string;
}

export function cardPanel(payment: Payment, state: CardFormState = {}): Panel {
  const errors = state.errors ?? {};
  return {
    title: 'Pay with card',
    panel: html`<h1 class="panel-title">Pay with card</h1>
      <p class="panel-lead">Enter your card details to pay ${amountOf(payment)}.</p>
      <form method="post" action="${payUrl(payment, 'card')}" novalidate>
        <div class="field">
          <label class="label" for="number">Card number</label>
          <div class="input-wrap">
            <input
              class="input input-card"
              id="number"
              name="number"
              type="text"
              inputmode="numeric"
              autocomplete="cc-number"
              placeholder="1234 1234 1234 1234"
              maxlength="23"
              spellcheck="false"
              ${errorAttributes('number', errors.number)}
            />
            <span class="card-brands">${VISA}${MASTERCARD}</span>
          </div>
          ${fieldError('number', errors.number)}
        </div>
        <div class="row">
          <div class="field">
            <label class="label" for="expiry">Expiry date</label>
            <input
              class="input"
              id="expiry"
              name="expiry"
              type="text"
              inputmode="numeric"
              autocomplete="cc-exp"
              placeholder="MM / YY"
              maxlength="9"
              value="${state.expiry ?? ''}"
              ${errorAttributes('expiry', errors.expiry)}
            />
            ${fieldError('expiry', errors.expiry)}
          </div>
          <div class="field">
            <label class="label" for="cvc">Security code</label>
            <input
              class="input"
              id="cvc"
              name="cvc"
              type="text"
              inputmode="numeric"
              autocomplete="cc-csc"
              placeholder="CVC"
              maxlength="4"
              ${errorAttributes('cvc', errors.cvc)}
            />
            ${fieldError('cvc', errors.cvc)}
          </div>
        </div>
        <div class="field">
          <label class="label" for="name">Name on card</label>
          <input
            class="input"
            id="name"
            name="name"
            type="text"
            autocomplete="cc-name"
            placeholder="Full name as shown on the card"
            maxlength="100"
            value="${state.name ?? ''}"
            ${errorAttributes('name', errors.name)}
          />
          ${fieldError('name', errors.name)}
        </div>
        <button class="button button-primary" type="submit">${LOCK}Pay ${amountOf(payment)}</button>
      </form>
      ${cancelForm(payment)}
      ${testNote(
        'Test cards',
        html`<table>
            <tbody>
              ${TEST_CARDS.map(
                (card) =>
                  html`<tr>
                    <td class="mono">${groupDigits(card.number)}</td>
                    <td>${card.label}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <p>Use any future expiry date, any 3-digit code and any name. Any other number is declined.</p>`,
      )}`,
  };
}

export function confirmPanel(payment: Payment, error?: string): Panel {
  const card = payment.card ? `${payment.card.brand} ending in ${payment.card.last4}` : 'card';
  return {
    title: 'Confirm your payment',
    panel: html`<h1 class="panel-title">Confirm your payment</h1>
      <p class="panel-lead">
        Your bank sent a 6-digit code by text message to the phone number it has for your ${card}. Enter it to
        approve ${amountOf(payment)} to ${merchantName(payment)}.
      </p>
      ${error ? html`<div class="alert alert-error" role="alert">${ALERT}<span>${error}</span></div>` : ''}
      <form method="post" action="${payUrl(payment, 'confirm')}" novalidate>
        <div class="field">
          <label class="label" for="code">One-time code</label>
          <input
            class="input input-code mono"
            id="code"
            name="code"
            type="text"
            inputmode="numeric"
            autocomplete="one-time-code"
            maxlength="6"
            placeholder="••••••"
            spellcheck="false"
            ${error ? html` aria-invalid="true"` : ''}
          />
        </div>
        <button class="button button-primary" type="submit">Confirm payment</button>
      </form>
      ${cancelForm(payment)}
      ${testNote('Test code', html`<p>The code is <strong class="mono">${CONFIRMATION_CODE}</strong>. Three wrong codes fail the payment.</p>`)}`,
  };
}

export function ewalletPanel(payment: Payment): Panel {
  const merchant = merchantName(payment);
  return {
    title: 'Approve the payment',
    panel: html`<h1 class="panel-title">Approve the payment</h1>
      <p class="panel-lead">${merchant} asks for a payment from your e-wallet.</p>
      <div class="wallet">
        <div class="wallet-head">
          ${WALLET}<span class="wallet-name">DemoWallet</span
          ><span class="wallet-account mono">••• 4821</span>
        </div>
        <dl class="wallet-body">
          <dt>Account</dt>
          <dd>Test account ••• 4821</dd>
          <dt>Pay to</dt>
          <dd>${merchant}</dd>
          <dt>Amount</dt>
          <dd>${amountOf(payment)}</dd>
          <dt>Available</dt>
          <dd>Enough for this payment</dd>
        </dl>
      </div>
      <form class="buttons" method="post" action="${payUrl(payment, 'ewallet')}">
        <button class="button button-primary" type="submit" name="decision" value="approve">
          Approve ${amountOf(payment)}
        </button>
        <button class="button button-decline" type="submit" name="decision" value="decline">Decline</button>
      </form>
      ${cancelForm(payment)}
      ${testNote('Test wallet', html`<p>Approve pays at once; Decline fails the payment.</p>`)}`,
  };
}

/** The demo bank account a merchant's transfers go to: a fixed number per merchant. */
export function merchantAccountNumber(merchantId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(merchantId).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(12, '0')
    .slice(-12);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function bankTransferPanel(payment: Payment): Panel {
  return {
    title: 'Pay by bank transfer',
    panel: html`<h1 class="panel-title">Pay by bank transfer</h1>
      <p class="panel-lead">
        Transfer exactly ${amountOf(payment)} from your bank’s app or website to this account, quoting the
        reference below.
      </p>
      <dl class="bank">
        <dt>Bank</dt>
        <dd>${PSP_NAME} Settlement Bank</dd>
        <dt>Account name</dt>
        <dd>${PSP_NAME} Ltd – client funds</dd>
        <dt>Account number</dt>
        <dd class="mono">${merchantAccountNumber(payment.merchantId)}</dd>
        <dt>Amount</dt>
        <dd>${amountOf(payment)}</dd>
      </dl>
      <p class="quote">
        <span class="quote-label">Reference to quote</span>
        <span class="quote-value mono">${payment.reference}</span>
      </p>
      <p class="hint">
        Quote the reference exactly: it is how we match your transfer to this payment. When you have sent it,
        let us know below.
      </p>
      <form method="post" action="${payUrl(payment, 'bank-transfer')}">
        <button class="button button-primary" type="submit">I have made the transfer</button>
      </form>
      ${cancelForm(payment)}
      ${testNote('Test bank', html`<p>The transfer is confirmed as soon as you press the button.</p>`)}`,
  };
}

const RESULTS = {
  succeeded: { icon: 'check', title: 'Payment successful' },
  failed: { icon: 'cross', title: 'Payment failed' },
  expired: { icon: 'clock', title: 'This payment has expired' },
  cancelled: { icon: 'slash', title: 'Payment cancelled' },
} as const;

function resultText(payment: Payment): string {
  const merchant = merchantName(payment);
  switch (payment.status) {
    case 'succeeded':
      return `You paid ${amountOf(payment)} to ${merchant}.`;
    case 'failed':
      return `${payment.failureReason ? FAILURE_TEXT[payment.failureReason] : 'The payment did not go through.'} No money was taken.`;
    case 'expired':
      return `The time to complete it ran out and no money was taken. Go back to ${merchant} to start a new payment.`;
    default:
      return 'You cancelled this payment. No money was taken.';
  }
}

function paidWith(payment: Payment): string {
  if (payment.method === 'card') {
    return payment.card ? `${payment.card.brand} •••• ${payment.card.last4}` : 'Card';
  }
  return payment.method === 'ewallet' ? 'DemoWallet' : 'Bank transfer';
}

/** The page of a payment that has ended, with the way back to the merchant. */
export function resultPanel(payment: Payment): Panel {
  const status = payment.status as keyof typeof RESULTS;
  const result = RESULTS[status];
  return {
    title: result.title,
    panel: html`<div class="result result-${status}">
      <div class="result-icon">${resultIcon(result.icon)}</div>
      <h1 class="result-title">${result.title}</h1>
      <p class="result-text" role="status">${resultText(payment)}</p>
      <dl class="facts">
        <dt>Amount</dt>
        <dd>${amountOf(payment)}</dd>
        ${
          payment.status === 'succeeded'
            ? html`<dt>Paid with</dt>
                <dd>${paidWith(payment)}</dd>`
            : ''
        }
      </dl>
      <a class="button button-primary" href="${returnUrlWithStatus(payment)}"
        >Return to ${merchantName(payment)}</a
      >
      <p class="result-id">Payment ID <span class="mono">${payment.id}</span></p>
    </div>`,
  };
}

/** A page with a message only (an unknown payment, a refused form). */
export function messagePanel(title: string, text: string): Panel {
  return {
    title,
    panel: html`<div class="result result-neutral">
      <div class="result-icon">${resultIcon('question')}</div>
      <h1 class="result-title">${title}</h1>
      <p class="result-text">${text}</p>
    </div>`,
  };
}
