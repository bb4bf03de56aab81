import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { type PspState, emptyState } from './psp-types';

/**
 * PSP_DATA_FILE: the whole state as one JSON document. Each change rewrites it through a temporary file
 * in the same directory that is flushed and then renamed over the old one, so a crash leaves either the
 * old state or the new one, never half of either.
 */

/** The state kept in `file`, or an empty state when there is no file yet (its directory is made). */
export function readStateFile(file: string): PspState {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    return emptyState();
  }
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // Refusing to start beats starting empty: payments and owed notifications would be forgotten.
    throw new Error(`PSP_DATA_FILE ${file} is not valid JSON (${(error as Error).message})`);
  }
  const state = value as Partial<PspState> | null;
  if (
    state?.version !== 1 ||
    !Array.isArray(state.payments) ||
    !Array.isArray(state.payouts) ||
    !Array.isArray(state.events)
  ) {
    throw new Error(`PSP_DATA_FILE ${file} is not a state file of this PSP (version 1)`);
  }
  return state as PspState;
}

export function writeStateFile(file: string, state: PspState): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(state));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}
