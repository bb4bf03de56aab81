import { readConfig } from './config';
import { buildServer } from './server';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildServer(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Site server on http://localhost:${config.port} (try http://casino1.localhost:${config.port})`);
  const close = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
