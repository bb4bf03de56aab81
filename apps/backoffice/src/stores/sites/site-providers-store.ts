import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer } from '@wl/contract';
import { listSiteProviders, setSiteProvider } from '@wl/api/backoffice';
import { loadInto, type StaffCalls } from '../staff-calls';

export type SiteProvider = CallAnswer<'backoffice/sites/providers'>['value'][number];

/** One site's providers: enabled or not, with their game counts; enable or disable one. */
export class SiteProvidersStore {
  providers: SiteProvider[] = [];
  loading = false;
  error: string | undefined = undefined;
  busyCode: string | undefined = undefined;
  /** The provider the last change was about, and its outcome (a message key or an error key). */
  result: { code: string; kind: 'done' | 'error'; key: string } | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
  ) {
    makeAutoObservable<SiteProvidersStore, 'calls'>(this, { calls: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => listSiteProviders(t, { site_id: this.siteId })),
      (answer) => {
        this.providers = answer.value ?? [];
      },
    );
  }

  async setEnabled(code: string, enabled: boolean): Promise<boolean> {
    if (this.busyCode !== undefined) return false;
    this.busyCode = code;
    this.result = undefined;
    const request = { site_id: this.siteId, provider_code: code, enabled };
    const outcome = await this.calls().run((t) => setSiteProvider(t, request));
    return runInAction(() => {
      this.busyCode = undefined;
      if (!outcome.ok || !outcome.answer.provider) {
        this.result = { code, kind: 'error', key: outcome.ok ? 'serviceUnavailable' : outcome.error };
        return false;
      }
      const provider = outcome.answer.provider;
      this.providers = this.providers.map((p) => (p.provider_code === code ? provider : p));
      this.result = provider.enabled
        ? { code, kind: 'done', key: 'siteWork.providerEnabled' }
        : { code, kind: 'done', key: 'siteWork.providerDisabled' };
      return true;
    });
  }
}
