import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { DatabaseError } from 'pg';
import { installErrorHandler } from './error-handler';

const HASH = 'scrypt$ln=14,r=8,p=1$c2FsdHNhbHQ=$a2V5a2V5a2V5';
const PHONE = '+63 917 5550101';
const EMAIL = 'steady1@example.com';

/** A PostgreSQL error as the server sends it (pg fills the fields after construction). */
function pgError(message: string, fields: Partial<DatabaseError>): DatabaseError {
  return Object.assign(new DatabaseError(message, 0, 'error'), fields);
}

/** drizzle's wrapping of a failed query: the statement, then `params: ...` in the message. */
function failedQuery(cause: unknown): DrizzleQueryError {
  return new DrizzleQueryError(
    'insert into "players" ("password_hash", "contact_phone", "contact_email") values ($1, $2, $3)',
    [HASH, PHONE, EMAIL],
    cause as Error,
  );
}

/** An app whose one route throws `error`, and its log lines. */
async function appThrowing(error: unknown): Promise<{ app: FastifyInstance; log: string[] }> {
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  installErrorHandler(app);
  app.post('/api/auth/signup', async () => {
    throw error;
  });
  await app.ready();
  return { app, log };
}

const signup = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: { account_id: 'steady1' } });

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('the API error handler', () => {
  it('answers 500 internalServerError without the SQL, and logs the failure without its values', async () => {
    const duplicate = pgError('duplicate key value violates unique constraint "players_site_phone"', {
      code: '23505',
      detail: `Key (site_id, contact_phone)=(1, ${PHONE}) already exists.`,
      table: 'players',
      constraint: 'players_site_phone',
    });
    const { app, log } = await appThrowing(failedQuery(duplicate));

    const response = await signup(app);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: -500, message: 'internalServerError' });
    const logged = log.join('\n');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('23505');
    expect(logged).toContain('players_site_phone');
    expect(logged).toContain('POST /api/auth/signup');
    for (const value of [HASH, PHONE, EMAIL, 'already exists', 'params']) expect(logged).not.toContain(value);
    await app.close();
  });

  it.each([
    ['a refused connection', refused()],
    ['a refused connection to every address', new AggregateError([refused(), refused()], 'connect failed')],
    ['a connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['no answer in time', new Error('Query read timeout')],
    ['a statement timeout', pgError('canceling statement due to statement timeout', { code: '57014' })],
    ['a lock timeout', pgError('canceling statement due to lock timeout', { code: '55P03' })],
    [
      'an administrator shutdown',
      pgError('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['too many connections', pgError('sorry, too many clients already', { code: '53300' })],
  ])('answers 503 serviceUnavailable with Retry-After on %s', async (_what, cause) => {
    const { app, log } = await appThrowing(failedQuery(cause));

    const response = await signup(app);

    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ statusCode: -503, message: 'serviceUnavailable' });
    const logged = log.join('\n');
    expect(logged).toContain('database unavailable');
    for (const value of [HASH, PHONE, EMAIL]) expect(logged).not.toContain(value);
    await app.close();
  });

  it('answers a data error of the database 500, not 503, and quotes none of its input', async () => {
    const { app, log } = await appThrowing(
      failedQuery(pgError(`invalid input syntax for type integer: "${PHONE}"`, { code: '22P02' })),
    );

    const response = await signup(app);

    expect(response.statusCode).toBe(500);
    expect(log.join('\n')).not.toContain(PHONE);
    await app.close();
  });
});
