// npm test: formatting, lint, type checks, unit tests, builds and the browser suite, for every project.
import { run } from './nx-env.mjs';

run('bash', ['tools/scripts/ensure-chromium.sh']);
run('npx', ['prettier', '--check', '.']);
run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=static']);
run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
run('npx', ['nx', 'run', 'e2e:e2e', '--outputStyle=static']);
console.log('\nEvery check passed.');
