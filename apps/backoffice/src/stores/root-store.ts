import { createApiClient, type ApiTransport } from '@wl/api';
import { AuditStore } from './audit-store';
import { SessionStore } from './session-store';
import { SignInStore } from './sign-in-store';
import { SitesStore } from './sites-store';
import { StaffCalls } from './staff-calls';
import { StaffStore } from './staff-store';

/** Every store of the back office, on one transport; a signed-out session clears the others. */
export class BackofficeStore {
  readonly calls: StaffCalls;
  readonly session: SessionStore;
  readonly signIn: SignInStore;
  readonly sites: SitesStore;
  readonly staff: StaffStore;
  readonly audit: AuditStore;

  /** The client of the site server's /api (same origin: the browser sends the staff cookie itself). */
  constructor(transport: ApiTransport = createApiClient('/api')) {
    const calls = () => this.calls;
    this.session = new SessionStore(calls, () => this.clear());
    this.calls = new StaffCalls(transport, () => this.session.sessionEnded());
    this.signIn = new SignInStore(calls, this.session);
    this.sites = new SitesStore(calls);
    this.staff = new StaffStore(calls);
    this.audit = new AuditStore(calls);
  }

  private clear(): void {
    this.sites.clear();
    this.staff.clear();
    this.audit.clear();
  }
}
