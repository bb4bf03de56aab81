import type { ClipboardEvent, DragEvent, InputEvent, KeyboardEvent } from 'react';

/**
 * letters: letters of any script (with their combining marks) and space; name: those and the
 * apostrophe, hyphen and full stop of real names (O'Brien, Jean-Luc, Ma. Clara); numbers: the digits 0-9.
 */
export type KeyFilterKind = 'letters' | 'name' | 'numbers';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Handlers to spread on an input or textarea; they block what the filter does not allow. */
export interface KeyFilterHandlers {
  onKeyDown: (event: KeyboardEvent<TextField>) => void;
  onBeforeInput: (event: InputEvent<TextField>) => void;
  onPaste: (event: ClipboardEvent<TextField>) => void;
  onDrop: (event: DragEvent<TextField>) => void;
}

// Marks are part of letters in many scripts (the vowel signs of Bengali or Nepali, for example).
const LETTER_OR_SPACE = /^[\p{L}\p{M} ]$/u;
// The typographic apostrophe too: phone keyboards with smart punctuation type it for '.
const NAME_CHARACTER = /^[\p{L}\p{M} .'\u2019-]$/u;
const DIGIT = /^[0-9]$/;

const ALLOWED: Readonly<Record<KeyFilterKind, RegExp>> = {
  letters: LETTER_OR_SPACE,
  name: NAME_CHARACTER,
  numbers: DIGIT,
};

function allows(kind: KeyFilterKind, character: string): boolean {
  return ALLOWED[kind].test(character);
}

/** `text` without the characters the filter does not allow. */
export function filterText(kind: KeyFilterKind, text: string): string {
  return Array.from(text)
    .filter((character) => allows(kind, character))
    .join('');
}

/** True when a key press types `key` (one character) rather than moving, deleting or a shortcut. */
function typesCharacter(event: KeyboardEvent<TextField>): boolean {
  if (event.nativeEvent.isComposing) return false;
  // Ctrl or Cmd shortcuts (copy, paste, select all) pass; Ctrl+Alt is AltGr, which types characters.
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return false;
  return Array.from(event.key).length === 1;
}

/** Replaces the selection of a controlled or uncontrolled field and lets React see the change. */
function insertAtSelection(field: TextField, text: string): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const next = field.value.slice(0, start) + text + field.value.slice(end);
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, next);
  field.setSelectionRange?.(start + text.length, start + text.length);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function createKeyFilter(kind: KeyFilterKind): KeyFilterHandlers {
  const blocks = (text: string) => filterText(kind, text) !== text;
  return {
    onKeyDown: (event) => {
      if (typesCharacter(event) && !allows(kind, event.key)) event.preventDefault();
    },
    // Catches what key presses do not show: on-screen keyboards, AltGr, text from input methods.
    onBeforeInput: (event) => {
      if (typeof event.data === 'string' && blocks(event.data)) event.preventDefault();
    },
    // Pasted text keeps only the characters the filter allows.
    onPaste: (event) => {
      const pasted = event.clipboardData.getData('text');
      if (!blocks(pasted)) return;
      event.preventDefault();
      const kept = filterText(kind, pasted);
      if (kept) insertAtSelection(event.currentTarget, kept);
    },
    onDrop: (event) => {
      if (blocks(event.dataTransfer.getData('text'))) event.preventDefault();
    },
  };
}

/** Letters-only filter: letters of any script and space; other printable keys are blocked. */
export const lettersOnly: KeyFilterHandlers = createKeyFilter('letters');

/**
 * Name filter: the letters-only filter's letters and spaces, plus the apostrophe, hyphen and full stop
 * the platform accepts in a full name.
 */
export const nameOnly: KeyFilterHandlers = createKeyFilter('name');

/** Numbers-only filter: the digits 0-9. Use it on `type="text" inputMode="numeric"` fields. */
export const numbersOnly: KeyFilterHandlers = createKeyFilter('numbers');

const FILTERS: Readonly<Record<KeyFilterKind, KeyFilterHandlers>> = {
  letters: lettersOnly,
  name: nameOnly,
  numbers: numbersOnly,
};

/** The handlers of one filter, for a field whose kind is chosen at run time. */
export function keyFilter(kind: KeyFilterKind): KeyFilterHandlers {
  return FILTERS[kind];
}
