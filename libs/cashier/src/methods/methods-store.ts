import { makeAutoObservable, runInAction } from 'mobx';
import {
  getPaymentMethods,
  isSuccess,
  peekAnswer,
  type Bank,
  type PaymentMethodsResponse,
  type SiteRequest,
} from '@wl/api';
import { PlatformRequests, type LoadStatus, type PlatformPort } from '@wl/core';
import { failureKey } from '../lib/answer-kinds';
import { shownMethod, type ShownMethod } from '../lib/shown';

export interface MethodsDeps {
  platform: PlatformPort;
  /** domain_name and external_id of the site call, read at call time. */
  site: () => SiteRequest;
}

/**
 * The site's payment methods (limits and fees in minor units) and the banks it pays out to
 * (`cashier/methods`, a site call: guests see them on /banking). Loaded once per page; a server-rendered
 * /banking carries the answer, which the store shows in its first render.
 */
export class MethodsStore {
  methods: ShownMethod[] = [];
  banks: Bank[] = [];
  currency = '';
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: MethodsDeps) {
    this.requests = new PlatformRequests(deps.platform);
    const carried = peekAnswer(deps.platform.api, (transport) => getPaymentMethods(transport, deps.site()));
    if (carried && isSuccess(carried)) this.apply(carried);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get depositMethods(): ShownMethod[] {
    return this.methods.filter((method) => method.deposits);
  }

  get payoutMethods(): ShownMethod[] {
    return this.methods.filter((method) => method.payouts);
  }

  bank(code: string): Bank | undefined {
    return this.banks.find((bank) => bank.code === code);
  }

  /** Loads unless loaded; `again` (Try again) loads even what is there. */
  async load(again = false): Promise<void> {
    if (this.status === 'ready' && !again) return;
    this.status = 'loading';
    this.errorKey = null;
    // Every failure is said where the methods would be (a guest's /banking never gets a dialog).
    const { answer, ok } = await this.requests.run(
      'methods',
      () => getPaymentMethods(this.requests.api, this.deps.site()),
      { quiet: () => true },
    );
    runInAction(() => {
      if (ok) this.apply(answer);
      else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  private apply(answer: PaymentMethodsResponse): void {
    this.methods = (answer.methods ?? []).map(shownMethod);
    this.banks = answer.banks ?? [];
    this.currency = answer.currency ?? '';
    this.status = 'ready';
  }
}
