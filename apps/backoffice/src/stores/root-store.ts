import { createApiClient, type ApiTransport } from '@wl/api';
import { PasswordStore } from './account/password-store';
import { AuditStore } from './audit-store';
import { DepositsStore } from './money/deposits-store';
import { FourEyesStore } from './money/four-eyes-store';
import { FlaggedPaymentsStore } from './money/flagged-payments-store';
import { OpenRoundsStore } from './money/open-rounds-store';
import { PaymentSettingsStore } from './money/payment-settings-store';
import { WithdrawalQueueStore } from './money/withdrawal-queue-store';
import { PlayerStore } from './players/player-store';
import { PlayersSearchStore } from './players/players-search-store';
import { ReportsStore } from './reports/reports-store';
import { SessionStore } from './session-store';
import { SignInStore } from './sign-in-store';
import { SitesStore } from './sites-store';
import { NewSiteStore } from './sites/new-site-store';
import { SiteWorkStore } from './sites/site-work-store';
import { StaffCalls } from './staff-calls';
import { StaffStore } from './staff-store';

/** Every store of the back office, on one transport; a signed-out session clears the others. */
export class BackofficeStore {
  readonly calls: StaffCalls;
  readonly session: SessionStore;
  readonly signIn: SignInStore;
  readonly sites: SitesStore;
  readonly newSite: NewSiteStore;
  readonly siteWork: SiteWorkStore;
  readonly staff: StaffStore;
  readonly audit: AuditStore;
  readonly playersSearch: PlayersSearchStore;
  readonly player: PlayerStore;
  readonly reports: ReportsStore;
  readonly password: PasswordStore;
  readonly withdrawals: WithdrawalQueueStore;
  readonly deposits: DepositsStore;
  readonly fourEyes: FourEyesStore;
  readonly flaggedPayments: FlaggedPaymentsStore;
  readonly openRounds: OpenRoundsStore;
  readonly paymentSettings: PaymentSettingsStore;

  /** The client of the site server's /api (same origin: the browser sends the staff cookie itself). */
  constructor(transport: ApiTransport = createApiClient('/api')) {
    const calls = () => this.calls;
    this.session = new SessionStore(calls, () => this.clear());
    this.calls = new StaffCalls(transport, () => this.session.sessionEnded());
    this.signIn = new SignInStore(calls, this.session);
    this.sites = new SitesStore(calls);
    this.newSite = new NewSiteStore(calls, (site) => this.sites.add(site));
    this.siteWork = new SiteWorkStore(calls, this.sites);
    this.staff = new StaffStore(calls);
    this.audit = new AuditStore(calls);
    this.playersSearch = new PlayersSearchStore(calls);
    this.player = new PlayerStore(calls, () => this.session.profile?.role);
    this.reports = new ReportsStore(calls);
    this.password = new PasswordStore(calls, this.session);
    this.withdrawals = new WithdrawalQueueStore(calls);
    this.deposits = new DepositsStore(calls);
    this.fourEyes = new FourEyesStore(calls);
    this.flaggedPayments = new FlaggedPaymentsStore(calls);
    this.openRounds = new OpenRoundsStore(calls);
    this.paymentSettings = new PaymentSettingsStore(calls);
  }

  private clear(): void {
    this.sites.clear();
    this.newSite.clear();
    this.siteWork.clear();
    this.staff.clear();
    this.audit.clear();
    this.playersSearch.clear();
    this.player.clear();
    this.reports.clear();
    this.password.clear();
    this.withdrawals.clear();
    this.deposits.clear();
    this.fourEyes.clear();
    this.flaggedPayments.clear();
    this.openRounds.clear();
    this.paymentSettings.clear();
  }
}
