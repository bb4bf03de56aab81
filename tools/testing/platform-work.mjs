// The `work` mode of the kill tests' bundled platform processes: the platform on DATABASE_URL with its
// background work (feed, job runner, sweeps) as a server runs it, until a signal stops it or a kill ends it.
import { createPlatform } from '../../libs/platform/src/lib/platform';
import { silentSecurityLog } from '../../libs/platform/src/lib/security-log/security-log';

export async function workAsAServer(url) {
  const platform = await createPlatform({
    database: { url },
    securityLog: silentSecurityLog(),
    backgroundWork: true,
    logLevel: 'fatal',
  });
  process.stdout.write('working\n');
  const stop = () => platform.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
