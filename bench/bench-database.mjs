// A PostgreSQL database of a benchmark's own: created on the server of `postgresUrl`, handed to `run` as a
// connection URL, and dropped afterwards whatever happens.
import pg from 'pg';

/** @param {string} postgresUrl @param {string} name @param {(url: string) => Promise<void>} run */
export async function withBenchDatabase(postgresUrl, name, run) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
