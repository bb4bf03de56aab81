import { h } from './dom';
import { chipLabel } from './money';

export interface StakeStepper {
  element: HTMLElement;
  /** The stake picked from the levels (a fixed stake shown does not change it). */
  readonly value: number;
  /**
   * Shows a fixed stake under its own caption (a free spin's) with both buttons disabled; null shows the
   * picked level again.
   */
  fix(minor: number | null, caption?: string): void;
}

/** A stake picked from fixed levels with lower and higher buttons; onChange hears each change (not the first). */
export function stakeStepper(
  levels: readonly number[],
  format: (minor: number) => string,
  onChange: (minor: number) => void,
  caption = 'Stake',
  initialIndex = 0,
): StakeStepper {
  let index = Math.min(Math.max(initialIndex, 0), levels.length - 1);
  let fixed: { minor: number; caption: string } | null = null;
  const value = h('output', { class: 'stake-value', attrs: { 'aria-live': 'polite' } });
  const lower = h('button', {
    class: 'icon-button',
    text: '−',
    attrs: { type: 'button', 'aria-label': `Lower ${caption.toLowerCase()}` },
    on: { click: () => set(index - 1) },
  });
  const higher = h('button', {
    class: 'icon-button',
    text: '+',
    attrs: { type: 'button', 'aria-label': `Raise ${caption.toLowerCase()}` },
    on: { click: () => set(index + 1) },
  });
  function show(): void {
    const shown = fixed ?? { minor: levels[index] as number, caption };
    value.replaceChildren(h('span', { class: 'stake-caption', text: shown.caption }), format(shown.minor));
    lower.disabled = fixed !== null || index === 0;
    higher.disabled = fixed !== null || index === levels.length - 1;
    element.classList.toggle('fixed', fixed !== null);
  }
  function set(next: number, notify = true): void {
    if (fixed) return;
    index = Math.min(Math.max(next, 0), levels.length - 1);
    show();
    if (notify) onChange(levels[index] as number);
  }
  const element = h(
    'div',
    { class: 'stake-stepper', attrs: { role: 'group', 'aria-label': caption } },
    lower,
    value,
    higher,
  );
  set(index, false);
  return {
    element,
    get value() {
      return levels[index] as number;
    },
    fix(minor, fixedCaption = caption) {
      const next = minor === null ? null : { minor, caption: fixedCaption };
      if (next?.minor === fixed?.minor && next?.caption === fixed?.caption) return;
      fixed = next;
      show();
    },
  };
}

export interface ChipRack {
  element: HTMLElement;
  readonly value: number;
}

/** The chips to place on a table; one is selected at a time (a toggle button group). */
export function chipRack(
  levels: readonly number[],
  digits: number,
  format: (minor: number) => string,
  initialIndex = 0,
): ChipRack {
  let selected = levels[initialIndex] ?? (levels[0] as number);
  const buttons = levels.map((minor, i) =>
    h('button', {
      class: `chip c${i % 8}`,
      text: chipLabel(minor, digits),
      attrs: {
        type: 'button',
        'aria-pressed': String(minor === selected),
        'aria-label': `Chip ${format(minor)}`,
      },
      on: {
        click: () => {
          selected = minor;
          buttons.forEach((b, j) => b.setAttribute('aria-pressed', String(levels[j] === minor)));
        },
      },
    }),
  );
  return {
    element: h('div', { class: 'chips', attrs: { role: 'group', 'aria-label': 'Chip value' } }, ...buttons),
    get value() {
      return selected;
    },
  };
}

/** A modal sheet (paytable, rules) and the header button that opens it. */
export function sheet(
  title: string,
  buttonText: string,
  buttonLabel: string,
  fill: (body: HTMLElement) => void,
) {
  const body = h('div', { class: 'sheet-body' });
  const close = h('button', {
    class: 'icon-button',
    text: '×',
    attrs: { type: 'button', 'aria-label': 'Close' },
  });
  const dialog = h(
    'dialog',
    { class: 'sheet', attrs: { 'aria-label': title } },
    h('div', { class: 'sheet-head' }, h('h2', { text: title }), close),
    body,
  );
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  const open = h('button', {
    class: 'icon-button',
    text: buttonText,
    attrs: { type: 'button', 'aria-label': buttonLabel, 'aria-haspopup': 'dialog', title: buttonLabel },
    on: {
      click: () => {
        body.replaceChildren();
        fill(body);
        dialog.showModal();
      },
    },
  });
  return { open, dialog };
}
