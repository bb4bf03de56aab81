import { configFromEnv } from './server/config';
import { createPspServer } from './server/psp-server';

/** The demo payment service provider on its own origin: node dist/apps/payment-provider/main.js. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const psp = await createPspServer({
    publicUrl: config.publicUrl,
    merchants: config.merchants,
    dataFile: config.dataFile,
    payoutDelayMs: config.payoutDelayMs,
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
  });
  await psp.app.listen({ port: config.port, host: config.host });
  const merchants = [...config.merchants.values()].map((m) => `${m.id} → ${m.notifyUrl}`).join(', ');
  console.log(`Payment provider on ${config.publicUrl} (merchants: ${merchants})`);
  console.log(
    config.dataFile
      ? `State kept in ${config.dataFile}`
      : 'State in memory only (set PSP_DATA_FILE to keep it)',
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Notifications not yet delivered stay owed: with PSP_DATA_FILE, the next start delivers them.
    await psp.app.close();
    const owed = psp.notifier.pending();
    if (owed > 0) console.warn(`Stopped with ${owed} notifications undelivered`);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
