/**
 * The hosted pages' one style sheet, sent inline under the page's CSP nonce (no request for it, and no
 * other style can run). Mobile first: one column up to 880 px, then the order summary beside the form.
 */
export const PAGE_STYLES = `
:root {
  --ink: #1a1f36; --muted: #5b6478; --faint: #8792a2; --line: #e3e8ee; --field: #cfd7e3;
  --bg: #f4f6fa; --panel: #fff; --accent: #3451c7; --accent-dark: #2a41a3; --accent-ring: rgba(52,81,199,.22);
  --danger: #c0262d; --danger-bg: #fff4f4; --danger-line: #f6c5c7;
  --success: #1f8a4c; --success-bg: #eaf7ef; --warn: #8a4b00; --warn-bg: #fff8ec; --warn-line: #f3d4a4;
  --radius: 10px;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: var(--bg); color: var(--ink);
  font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
svg { flex: none; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }

.topbar { background: var(--panel); border-bottom: 1px solid var(--line); }
.topbar-inner { max-width: 1000px; margin: 0 auto; padding: 12px 20px; display: flex; align-items: center; gap: 12px; }
.brand { display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 17px; letter-spacing: -.01em; }
.badge-test {
  white-space: nowrap; font-size: 11px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: var(--warn);
  background: var(--warn-bg); border: 1px solid var(--warn-line); border-radius: 999px; padding: 1px 8px;
}
.secure { margin-left: auto; display: flex; align-items: center; gap: 6px; color: var(--muted); font-size: 13px; white-space: nowrap; }
@media (max-width: 419px) { .wide-only { display: none; } }

.checkout { flex: 1; width: 100%; max-width: 1000px; margin: 0 auto; padding: 20px 16px 32px; display: grid; gap: 20px; align-content: start; }
.summary { padding: 4px 4px 0; }
.merchant { display: flex; align-items: center; gap: 10px; color: var(--muted); font-size: 14px; font-weight: 500; }
.merchant-mark {
  width: 32px; height: 32px; border-radius: 8px; display: grid; place-items: center; background: var(--ink);
  color: #fff; font-weight: 700; font-size: 15px; text-transform: uppercase;
}
.merchant-mark svg { display: block; }
.merchant-name { overflow-wrap: anywhere; }
.description { margin: 14px 0 2px; font-size: 16px; font-weight: 500; color: var(--muted); overflow-wrap: anywhere; }
.amount { margin: 0; font-size: 34px; line-height: 1.15; font-weight: 700; letter-spacing: -.02em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.facts { margin: 18px 0 0; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; font-size: 14px; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; text-align: right; font-weight: 500; overflow-wrap: anywhere; }

.panel {
  background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 24px 20px;
  box-shadow: 0 1px 2px rgba(16,24,40,.04), 0 10px 30px rgba(16,24,40,.07);
}
.panel-title { margin: 0 0 4px; font-size: 20px; font-weight: 650; letter-spacing: -.01em; }
.panel-lead { margin: 0 0 20px; color: var(--muted); font-size: 15px; }

.field { margin: 0 0 16px; }
.label { display: block; margin-bottom: 6px; font-size: 14px; font-weight: 600; }
.input-wrap { position: relative; }
.input {
  display: block; width: 100%; height: 48px; padding: 0 14px; border: 1px solid var(--field); border-radius: 8px;
  background: #fff; color: var(--ink); font: inherit; font-size: 16px; transition: border-color .15s, box-shadow .15s;
}
.input::placeholder { color: #a3acb9; }
.input:focus { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px var(--accent-ring); }
.input[aria-invalid="true"] { border-color: var(--danger); }
.input[aria-invalid="true"]:focus { box-shadow: 0 0 0 3px rgba(192,38,45,.18); }
.input-card { padding-right: 104px; }
.card-brands { position: absolute; right: 10px; top: 50%; transform: translateY(-50%); display: flex; gap: 4px; pointer-events: none; }
.input-code { text-align: center; font-size: 24px; letter-spacing: .4em; padding-left: calc(14px + .4em); height: 56px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.field-error { display: flex; gap: 6px; align-items: flex-start; margin: 6px 0 0; color: var(--danger); font-size: 13px; }
.field-error svg { margin-top: 2px; }

.alert { display: flex; gap: 10px; align-items: flex-start; margin: 0 0 18px; padding: 12px 14px; border-radius: 8px; font-size: 14px; }
.alert-error { background: var(--danger-bg); border: 1px solid var(--danger-line); color: #8f1d22; }
.alert svg { margin-top: 2px; }

.button {
  display: flex; align-items: center; justify-content: center; gap: 8px; width: 100%; min-height: 50px; padding: 0 18px;
  border: 1px solid transparent; border-radius: 8px; font: inherit; font-size: 16px; font-weight: 600; cursor: pointer;
  text-decoration: none; transition: background-color .15s, border-color .15s;
}
.button:focus-visible { outline: 3px solid var(--accent-ring); outline-offset: 2px; }
.button-primary { background: var(--accent); color: #fff; }
.button-primary:hover { background: var(--accent-dark); }
.button-outline { background: #fff; color: var(--ink); border-color: var(--field); }
.button-outline:hover { background: #f7f9fc; }
.button-decline { background: #fff; color: var(--danger); border-color: var(--danger-line); }
.button-decline:hover { background: var(--danger-bg); }
.buttons { display: grid; gap: 10px; }
.cancel { margin-top: 14px; text-align: center; }
.link-button {
  background: none; border: 0; padding: 8px; font: inherit; font-size: 14px; color: var(--muted); cursor: pointer;
  text-decoration: underline; text-underline-offset: 3px;
}
.link-button:hover { color: var(--ink); }
.link-button:focus-visible { outline: 3px solid var(--accent-ring); border-radius: 6px; }

.note { margin: 20px 0 0; padding: 12px 14px; border: 1px dashed var(--warn-line); background: var(--warn-bg); border-radius: 8px; font-size: 13px; color: #5c3a07; }
.note-title { margin: 0 0 6px; font-weight: 700; font-size: 12px; letter-spacing: .05em; text-transform: uppercase; color: var(--warn); }
.note table { width: 100%; border-collapse: collapse; }
.note td { padding: 3px 0; vertical-align: top; }
.note td:first-child { white-space: nowrap; padding-right: 12px; }
.note p { margin: 0; }
.note table + p { margin-top: 6px; }

.wallet { border: 1px solid var(--line); border-radius: 12px; overflow: hidden; margin-bottom: 20px; }
.wallet-head { display: flex; align-items: center; gap: 10px; padding: 14px 16px; background: linear-gradient(135deg, #0f7b6c, #17a589); color: #fff; }
.wallet-name { font-weight: 700; }
.wallet-account { margin-left: auto; font-size: 13px; opacity: .9; }
.wallet-body { padding: 14px 16px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; font-size: 14px; margin: 0; }
.wallet-body dt { color: var(--muted); }
.wallet-body dd { margin: 0; text-align: right; font-weight: 500; overflow-wrap: anywhere; }

.bank { margin: 0; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; display: grid; grid-template-columns: auto 1fr; gap: 10px 16px; font-size: 14px; }
.bank dt { color: var(--muted); }
.bank dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
@media (max-width: 479px) {
  .bank { grid-template-columns: 1fr; gap: 0; }
  .bank dt { font-size: 13px; }
  .bank dd { text-align: left; margin-bottom: 10px; }
  .bank dd:last-child { margin-bottom: 0; }
}
.hint { margin: 16px 0 20px; color: var(--muted); font-size: 14px; }
.quote { margin: 10px 0 0; padding: 12px 16px; border-radius: 10px; background: #eef1fb; border: 1px solid #d8def6; font-size: 14px; }
.quote-label { display: block; color: var(--muted); font-size: 13px; }
.quote-value { display: block; margin-top: 2px; font-weight: 700; font-size: 17px; letter-spacing: .02em; overflow-wrap: anywhere; }

.result { text-align: center; padding: 12px 0 4px; }
.result-icon { width: 64px; height: 64px; border-radius: 50%; margin: 0 auto 16px; display: grid; place-items: center; }
.result-succeeded .result-icon { background: var(--success-bg); color: var(--success); }
.result-failed .result-icon { background: var(--danger-bg); color: var(--danger); }
.result-expired .result-icon, .result-cancelled .result-icon, .result-neutral .result-icon { background: #eef0f4; color: var(--muted); }
.result-title { margin: 0 0 8px; font-size: 22px; font-weight: 650; letter-spacing: -.01em; }
.result-text { margin: 0 auto 22px; max-width: 34ch; color: var(--muted); }
.result .facts { text-align: left; margin: 0 0 22px; padding: 14px 16px; background: #f8fafc; border-radius: 10px; }
.result-id { margin: 14px 0 0; color: var(--faint); font-size: 12px; overflow-wrap: anywhere; }

.footer { padding: 8px 16px 28px; text-align: center; color: var(--faint); font-size: 12px; }
.footer p { margin: 4px auto; max-width: 90ch; }
.footer svg { vertical-align: -2px; margin-right: 4px; }

@media (min-width: 880px) {
  .checkout { grid-template-columns: minmax(0, 1fr) minmax(0, 440px); gap: 64px; padding: 64px 24px 48px; }
  .summary { padding-top: 24px; }
  .amount { font-size: 40px; }
  .panel { padding: 32px; }
  .checkout-single { grid-template-columns: minmax(0, 480px); justify-content: center; }
}
`;
