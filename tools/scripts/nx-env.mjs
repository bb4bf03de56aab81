// Nx settings for every script: no cloud, no daemon, no interactive terminal UI, cache inside the repo.
import { spawnSync } from 'node:child_process';

export const nxEnv = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
};

/** Each step run so far and its seconds, for the summary a long run prints at its end. */
export const stepTimes = [];

/** The steps' seconds, longest first: where a run's time went. */
export function printStepTimes() {
  const total = stepTimes.reduce((sum, step) => sum + step.seconds, 0);
  console.log(`\nSteps (${Math.round(total)} s in all):`);
  for (const step of [...stepTimes].sort((a, b) => b.seconds - a.seconds)) {
    console.log(`${String(Math.round(step.seconds)).padStart(6)} s  ${step.label}`);
  }
}

/** Runs a command with inherited output; exits the script with its code when it fails. */
export function run(command, args, options = {}) {
  const label = [command, ...args].join(' ');
  console.log(`\n$ ${label}`);
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'inherit', env: nxEnv, ...options });
  stepTimes.push({ label, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
  if (result.status !== 0) {
    printStepTimes();
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
