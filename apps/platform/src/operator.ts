import { createPlatform, platformOptionsFromEnv } from '@wl/platform';
import { USAGE, parseOperatorArgs, runOperatorCommand } from './operator-commands';

async function main(): Promise<void> {
  const { command, flags, help } = parseOperatorArgs(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  const platform = await createPlatform(platformOptionsFromEnv());
  try {
    await runOperatorCommand(platform, command, flags, {
      log: (text) => console.log(text),
      table: (rows) => console.table(rows),
    });
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  // Platform errors carry a message key and, for bad input, what was wrong.
  const fields = error instanceof Error && 'fields' in error ? (error.fields as Record<string, unknown>) : {};
  const details = typeof fields['details'] === 'string' ? ` (${fields['details']})` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${details}`);
  process.exit(1);
});
