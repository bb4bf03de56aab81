import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer } from '@wl/contract';
import { listFourEyesThresholds, setFourEyesThreshold } from '@wl/api/backoffice';
import { parseMajor } from '../amounts';
import type { StaffCalls } from '../staff-calls';

export type FourEyesThreshold = CallAnswer<'backoffice/money/four_eyes_thresholds'>['value'][number];

/** Each site's four-eyes threshold: above it a withdrawal needs a second approver; owner and finance change it. */
export class FourEyesStore {
  thresholds: FourEyesThreshold[] = [];
  loaded = false;
  error: string | undefined = undefined;
  /** The site being changed and the amount as typed (major units). */
  editing: { siteId: number; amount: string } | undefined = undefined;
  saving = false;
  /** The site whose threshold was just saved (its row says so). */
  savedSiteId: number | undefined = undefined;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<FourEyesStore, 'calls'>(this, { calls: false });
  }

  async load(): Promise<void> {
    const outcome = await this.calls().run((t) => listFourEyesThresholds(t, {}));
    runInAction(() => {
      if (outcome.ok) {
        this.thresholds = outcome.answer.value ?? [];
        this.loaded = true;
        this.error = undefined;
      } else {
        this.error = outcome.error;
      }
    });
  }

  startEdit(row: FourEyesThreshold): void {
    this.editing = {
      siteId: row.site_id,
      amount: (row.threshold_minor / 10 ** row.digits).toFixed(row.digits),
    };
    this.error = undefined;
    this.savedSiteId = undefined;
  }

  setAmount(amount: string): void {
    if (this.editing) this.editing.amount = amount;
  }

  cancelEdit(): void {
    this.editing = undefined;
    this.error = undefined;
  }

  /** Saves the typed amount (a positive amount with at most the currency's decimals). */
  async save(): Promise<void> {
    const editing = this.editing;
    const row = this.thresholds.find((candidate) => candidate.site_id === editing?.siteId);
    if (!editing || !row) return;
    const minor = parseMajor(editing.amount, row.digits);
    if (minor === undefined) {
      this.error = 'invalidAmount';
      return;
    }
    this.saving = true;
    const outcome = await this.calls().run((t) =>
      setFourEyesThreshold(t, { site_id: row.site_id, threshold_minor: minor }),
    );
    runInAction(() => {
      this.saving = false;
      const saved = outcome.ok ? outcome.answer.threshold : undefined;
      if (!outcome.ok || !saved) {
        this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return;
      }
      this.thresholds = this.thresholds.map((candidate) =>
        candidate.site_id === saved.site_id ? saved : candidate,
      );
      this.editing = undefined;
      this.savedSiteId = saved.site_id;
    });
  }

  clear(): void {
    this.thresholds = [];
    this.loaded = false;
    this.error = undefined;
    this.editing = undefined;
    this.savedSiteId = undefined;
  }
}
