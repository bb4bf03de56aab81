import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  filterText,
  keyFilter,
  lettersOnly,
  nameOnly,
  numbersOnly,
  type KeyFilterHandlers,
} from './key-filters';

function Field({ label, filter }: { label: string; filter: KeyFilterHandlers }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input value={value} onChange={(event) => setValue(event.target.value)} {...filter} />
    </label>
  );
}

/** True when the key reaches the field, false when the filter blocks it. */
const press = (field: HTMLElement, key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(field, { key, ...init });

function paste(field: HTMLElement, text: string) {
  return fireEvent.paste(field, { clipboardData: { getData: () => text } });
}

describe('letters only', () => {
  const field = () => screen.getByLabelText('Full name') as HTMLInputElement;
  beforeEach(() => render(<Field label="Full name" filter={lettersOnly} />));

  it.each(['a', 'Z', 'é', 'ñ', 'ж', 'ß', '中', 'অ', 'ি', 'ế', ' '])(
    'lets the letter or space %p through',
    (key) => {
      expect(press(field(), key)).toBe(true);
    },
  );

  it.each(['1', '0', '@', '!', '-', '.', '_', '😀'])('blocks %p', (key) => {
    expect(press(field(), key)).toBe(false);
  });

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Tab', 'Enter', 'Escape'])(
    'keeps the control key %s working',
    (key) => expect(press(field(), key)).toBe(true),
  );

  it('keeps shortcuts such as paste and select all working', () => {
    expect(press(field(), 'v', { ctrlKey: true })).toBe(true);
    expect(press(field(), 'a', { metaKey: true })).toBe(true);
  });

  it('blocks a digit typed with AltGr', () => {
    expect(press(field(), '@', { ctrlKey: true, altKey: true })).toBe(false);
  });

  it('blocks typed text that arrives without a usable key press', () => {
    expect(fireEvent.keyPress(field(), { key: '7', charCode: 55, which: 55 })).toBe(false);
    expect(fireEvent.keyPress(field(), { key: 'q', charCode: 113, which: 113 })).toBe(true);
  });

  it('keeps only letters and spaces of pasted text', () => {
    expect(paste(field(), 'Juan2 Dela Cruz!')).toBe(false);
    expect(field()).toHaveValue('Juan Dela Cruz');
  });

  it('lets clean pasted text through untouched', () => {
    expect(paste(field(), 'Nguyễn Văn An')).toBe(true);
  });

  it('refuses dropped text with other characters', () => {
    expect(fireEvent.drop(field(), { dataTransfer: { getData: () => 'Ana 1' } })).toBe(false);
    expect(fireEvent.drop(field(), { dataTransfer: { getData: () => 'Ana' } })).toBe(true);
  });
});

describe('numbers only', () => {
  const field = () => screen.getByLabelText('Amount') as HTMLInputElement;
  beforeEach(() => render(<Field label="Amount" filter={numbersOnly} />));

  it.each(['0', '5', '9'])('lets the digit %p through', (key) => expect(press(field(), key)).toBe(true));

  it.each(['a', ' ', '-', '+', '.', ',', 'e', '٣'])('blocks %p', (key) =>
    expect(press(field(), key)).toBe(false),
  );

  it('keeps Backspace, arrows and Tab working', () => {
    for (const key of ['Backspace', 'ArrowLeft', 'ArrowRight', 'Tab']) expect(press(field(), key)).toBe(true);
  });

  it('keeps only the digits of pasted text, at the caret', () => {
    fireEvent.change(field(), { target: { value: '1000' } });
    field().setSelectionRange(1, 1);
    paste(field(), '+63 (912) 345');
    expect(field()).toHaveValue('163912345000');
  });

  it('replaces the selection with the pasted digits', () => {
    fireEvent.change(field(), { target: { value: '12345' } });
    field().setSelectionRange(1, 4);
    paste(field(), 'x9x');
    expect(field()).toHaveValue('195');
  });

  it('inserts nothing when pasted text has no digit', () => {
    fireEvent.change(field(), { target: { value: '12' } });
    expect(paste(field(), 'abc')).toBe(false);
    expect(field()).toHaveValue('12');
  });
});

it('filters text and picks a filter by kind', () => {
  expect(filterText('letters', 'Ma. Clara 3rd')).toBe('Ma Clara rd');
  expect(filterText('numbers', '₱1,250.00')).toBe('125000');
  expect(keyFilter('letters')).toBe(lettersOnly);
  expect(keyFilter('numbers')).toBe(numbersOnly);
  expect(keyFilter('name')).toBe(nameOnly);
});

it("keeps a name's letters of any script, spaces, apostrophes, hyphens and full stops", () => {
  expect(filterText('name', "Ma. Clara O'Brien-Cruz 3rd <b>")).toBe("Ma. Clara O'Brien-Cruz rd b");
  expect(filterText('name', 'José Ñúñez · 李小龍 · Đặng')).toBe('José Ñúñez  李小龍  Đặng');
  expect(filterText('name', 'অমিত রায়')).toBe('অমিত রায়');
  expect(filterText('name', 'D\u2019Souza')).toBe('D\u2019Souza');
});
