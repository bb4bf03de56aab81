/**
 * What the log keeps of an error: enough to find the failure (its class, code, table or constraint, a
 * message, where it was thrown) and nothing of the data it was working on. A failed query's parameters
 * (password hashes, phones, e-mails) travel in drizzle's message and `params`, a PostgreSQL error's
 * values in `detail`, `where` and `hint`; none of those is logged.
 */
export interface LoggedError {
  name: string;
  code?: string;
  message: string;
  table?: string;
  constraint?: string;
  /** The stack's frames (file and line only; the stack's first lines repeat the message). */
  frames?: string[];
  cause?: LoggedError;
}

const MAX_FRAMES = 8;
const MAX_CAUSES = 4;

/** The message without what drizzle appends after the statement (`\nparams: ...`). */
function messageOf(error: object, code: string | undefined): string {
  const raw = (error as { message?: unknown }).message;
  const message = typeof raw === 'string' ? (raw.split(/\r?\nparams:/)[0] ?? '') : '';
  // A data exception (class 22) quotes the value it could not take ("invalid input syntax ...: "x"").
  return code?.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
}

function nameOf(error: object): string {
  const name = (error as { name?: unknown }).name;
  // drizzle's DrizzleQueryError keeps Error's name; its class says more.
  if (typeof name === 'string' && name !== 'Error') return name;
  return error.constructor?.name || 'Error';
}

function stringField(error: object, field: 'code' | 'table' | 'constraint'): string | undefined {
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function framesOf(error: object): string[] | undefined {
  const stack = (error as { stack?: unknown }).stack;
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, MAX_FRAMES);
  return frames.length > 0 ? frames : undefined;
}

function describe(error: unknown, depth: number, withFrames: boolean): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return {
      name: typeof error,
      message: typeof error === 'string' ? (error.split(/\r?\nparams:/)[0] ?? '') : '',
    };
  }
  const code = stringField(error, 'code');
  const table = stringField(error, 'table');
  const constraint = stringField(error, 'constraint');
  const frames = withFrames ? framesOf(error) : undefined;
  const cause = (error as { cause?: unknown }).cause;
  return {
    name: nameOf(error),
    ...(code ? { code } : {}),
    message: messageOf(error, code),
    ...(table ? { table } : {}),
    ...(constraint ? { constraint } : {}),
    ...(frames ? { frames } : {}),
    ...(cause !== undefined && depth < MAX_CAUSES ? { cause: describe(cause, depth + 1, false) } : {}),
  };
}

/** An error as the log may keep it; `frames: false` for expected failures (an unreachable database). */
export function describeError(error: unknown, options: { frames?: boolean } = {}): LoggedError {
  return describe(error, 0, options.frames ?? true);
}
