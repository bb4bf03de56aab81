import type { JobDefinition } from '../../jobs/job-runner';

export const BONUS_EXPIRY_JOB = 'bonus-expiry';

/**
 * The bonuses' job, every minute (and at start) on one runner of all the platform's processes: active
 * bonuses past their expiry lose their bonus money and opt-ins of ended promotions end. Its statements
 * look at each bonus again under its player's lock, so a run twice or after a killed one removes nothing
 * twice; a bonus a minute late to expire still counts no bet made after its expiry.
 */
export function bonusExpiryJob(run: () => Promise<unknown>): JobDefinition {
  return {
    name: BONUS_EXPIRY_JOB,
    cron: '* * * * *',
    runAtStart: true,
    expireInSeconds: 300,
    run: async () => void (await run()),
  };
}
