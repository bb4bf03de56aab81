import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_CALLS, callTableSource } from '@wl/contract';
import { API_CALLS } from './call-table';

const FILE = path.join(__dirname, 'call-table.ts');

/**
 * call-table.ts is generated from the contract, so the browser reads each call's method and fallback
 * without the contract's schemas. This test fails when a call changes and the table was not written
 * again: UPDATE_CALL_TABLE=1 npx nx test api.
 */
it('call-table.ts is the table the contract generates', () => {
  const generated = callTableSource(CONTRACT_CALLS);
  if (process.env['UPDATE_CALL_TABLE'] === '1') writeFileSync(FILE, generated);
  expect(readFileSync(FILE, 'utf8')).toBe(generated);
});

it('lists every call of the contract with its method and fallback kind, and nothing else', () => {
  expect(API_CALLS).toEqual(
    Object.fromEntries(CONTRACT_CALLS.map(({ path, method, fallback }) => [path, { method, fallback }])),
  );
});
