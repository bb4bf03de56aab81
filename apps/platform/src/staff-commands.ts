import { userInfo } from 'node:os';
import { STAFF_ROLES, type StaffRole } from '@wl/contract';
import type { Platform } from '@wl/platform';

export const STAFF_USAGE = `  staff add --email <e-mail> --name <display name> --role <owner|siteManager|finance|support|viewer>
            [--sites <key,key...>] [--password <initial password>]
            (without --password one is made and printed once; at their first sign-in they enrol their
             authenticator and replace the password with their own)
  staff list
  staff disable --email <e-mail>      (every session of theirs ends at once)
  staff reset-totp --email <e-mail>   (a lost authenticator: sessions end, the next sign-in enrols a new one)`;

export const STAFF_COMMANDS = ['staff add', 'staff list', 'staff disable', 'staff reset-totp'];

export interface StaffFlags {
  email?: string;
  name?: string;
  role?: string;
  sites?: string;
  password?: string;
}

interface Output {
  log(text: string): void;
  table(rows: readonly object[]): void;
}

function required(flags: StaffFlags, name: keyof StaffFlags): string {
  const value = flags[name]?.trim();
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

function roleOf(text: string): StaffRole {
  const role = STAFF_ROLES.find((known) => known === text);
  if (!role) throw new Error(`--role is one of ${STAFF_ROLES.join(', ')}`);
  return role;
}

async function siteIdsOf(platform: Platform, keys: string | undefined): Promise<number[]> {
  const wanted = (keys ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const sites = new Map((await platform.sites.listSites()).map((site) => [site.key, site.id]));
  return wanted.map((key) => {
    const id = sites.get(key);
    if (id === undefined) throw new Error(`No site with key ${key}`);
    return id;
  });
}

/**
 * The operator's staff commands. Each change is written to the staff audit log like a back-office call,
 * with no staff member as the actor and the operator named as the user agent.
 */
export async function runStaffCommand(
  platform: Platform,
  command: string,
  flags: StaffFlags,
  out: Output,
): Promise<void> {
  const { backoffice } = platform;
  const operator = process.env['OPERATOR_NAME'] ?? userInfo().username;
  const trail = () =>
    backoffice.trail(
      { address: 'local', userAgent: `operator command (${operator})` },
      `operator ${command}`,
    );
  const staffOf = async () => {
    const email = required(flags, 'email');
    const staff = await backoffice.staff.byEmail(email);
    if (!staff) throw new Error(`No staff member with e-mail ${email}`);
    return staff;
  };
  // A refused change is audited as the calls' are, then reported.
  const audited = async <T>(action: (audit: ReturnType<typeof trail>) => Promise<T>): Promise<T> => {
    const audit = trail();
    try {
      return await action(audit);
    } catch (error) {
      await audit.refused(error instanceof Error ? error.message : 'error');
      throw error;
    }
  };
  switch (command) {
    case 'staff add': {
      const input = {
        email: required(flags, 'email'),
        displayName: required(flags, 'name'),
        role: roleOf(required(flags, 'role')),
        siteIds: await siteIdsOf(platform, flags.sites),
        ...(flags.password === undefined ? {} : { password: flags.password }),
      };
      const { staff, initialPassword } = await audited((audit) => backoffice.staff.create(input, audit));
      out.log(`Staff member ${staff.email} (${staff.role}) added.`);
      if (initialPassword) {
        out.log(`Initial password (shown this once, give it to them safely): ${initialPassword}`);
      }
      out.log('They enrol their authenticator app at their first sign-in.');
      return;
    }
    case 'staff list':
      out.table(
        (await backoffice.staff.list()).map((staff) => ({
          email: staff.email,
          name: staff.displayName,
          role: staff.role,
          sites: staff.allSites ? 'all' : staff.sites.map((site) => site.key).join(',') || '-',
          totp: staff.totpEnrolled ? 'enrolled' : 'not yet',
          state: staff.disabled ? 'disabled' : 'enabled',
          sessions: staff.liveSessions,
        })),
      );
      return;
    case 'staff disable': {
      const staff = await staffOf();
      const { endedSessions } = await audited((audit) => backoffice.staff.disable(staff.id, audit));
      out.log(`Staff member ${staff.email} disabled; ${endedSessions} session(s) ended.`);
      return;
    }
    case 'staff reset-totp': {
      const staff = await staffOf();
      const ended = await audited((audit) => backoffice.staff.resetTotp(staff.id, audit));
      out.log(
        `Authenticator of ${staff.email} reset; ${ended} session(s) ended. Their next sign-in enrols a new one.`,
      );
      return;
    }
    default:
      throw new Error(`Unknown command "${command}".`);
  }
}
