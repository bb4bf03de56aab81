// npm start: builds the shell, every remote and the site server, then serves the demo sites on :4200.
import { run } from './nx-env.mjs';

run('npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '--projects=shell,template-*,minigame,server,platform-api',
  '--parallel=2',
]);
// The demo start is the one start that seeds the demo sites and players (with their published password).
run('node', ['dist/apps/server/main.js'], {
  env: { ...process.env, PORT: process.env.PORT ?? '4200', DEMO_DATA: '1' },
});
