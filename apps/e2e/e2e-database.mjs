// The browser tests' database, on PostgreSQL (the operator command then works beside the running site
// server, as it does in production): `node apps/e2e/e2e-database.mjs create` drops and creates it before
// the server starts, `drop` removes it after the run. E2E_DATABASE_URL names it.
import pg from 'pg';

const url = new URL(process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wl_e2e');
const name = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
const admin = new URL(url);
admin.pathname = '/postgres';

const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (process.argv[2] === 'create') await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
