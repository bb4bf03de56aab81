import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss asks of a database it does not connect to itself (its `db` option). */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the platform's own PGlite client. pg-boss sends its schema install and its maintenance as
 * several statements in one text without values, which only `exec` runs (the extended protocol of
 * `query` takes one statement); everything with values goes through `query`. Statements run one at a
 * time in the order sent: PGlite has a single connection, and a multi-statement text holding BEGIN ...
 * COMMIT must not interleave with anything else pg-boss sends.
 */
export function pgliteJobDb(client: PGlite): JobDb {
  let queue: Promise<unknown> = Promise.resolve();
  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    const result = await client.query(text, values);
    return { rows: result.rows };
  };
  return {
    executeSql(text, values) {
      const next = queue.then(() => run(text, values));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
