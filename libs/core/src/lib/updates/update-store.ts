import { makeAutoObservable, runInAction } from 'mobx';
import type { Translate } from '../errors/translate';
import type { DialogStore } from '../feedback/dialog-store';
import { UPDATE_POLL_MS, type BuildMeta } from './build-meta';
import { isChunkLoadError, type ChunkReloadGuard } from './chunk-reload';

export interface UpdateStoreDeps {
  /** Reads the deployed build's metadata; null when the site serves none. */
  fetchMeta: () => Promise<BuildMeta | null>;
  /** The build this page runs, when the page names it; else the first answer is taken as this build. */
  currentVersion: string | null;
  dialogs: DialogStore;
  translate: Translate;
  reload: () => void;
  guard: ChunkReloadGuard;
  /** The path the player is on (the reload guard counts per path). */
  path: () => string;
  intervalMs?: number;
}

/**
 * Newer builds: the build metadata is polled hourly and a newer build is offered to the player (reload or
 * later). After an update, a chunk that fails to load (its file is gone) reloads the page, at most once
 * per path within 10 s.
 */
export class UpdateStore {
  currentVersion: string | null;
  latestVersion: string | null = null;
  private dismissedVersion: string | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: UpdateStoreDeps) {
    this.currentVersion = deps.currentVersion;
    makeAutoObservable<this, 'deps' | 'dismissedVersion' | 'timer'>(this, {
      deps: false,
      dismissedVersion: false,
      timer: false,
    });
  }

  get updateAvailable(): boolean {
    return (
      this.latestVersion !== null &&
      this.currentVersion !== null &&
      this.latestVersion !== this.currentVersion
    );
  }

  /** Starts the hourly poll; returns the function that stops it. */
  start(): () => void {
    this.stop();
    this.timer = setInterval(() => void this.check(), this.deps.intervalMs ?? UPDATE_POLL_MS);
    return () => this.stop();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads the deployed build; true when it is newer than this page's. */
  async refresh(): Promise<boolean> {
    const meta = await this.deps.fetchMeta();
    if (!meta) return this.updateAvailable;
    runInAction(() => {
      if (this.currentVersion === null) this.currentVersion = meta.version;
      this.latestVersion = meta.version;
    });
    return this.updateAvailable;
  }

  /** One poll: a newer build (not declined before) is offered. */
  async check(): Promise<void> {
    if ((await this.refresh()) && this.latestVersion !== this.dismissedVersion) await this.offer();
  }

  private async offer(): Promise<void> {
    const version = this.latestVersion;
    const t = this.deps.translate;
    const result = await this.deps.dialogs.show({
      title: t('messages:newVersionTitle'),
      text: t('messages:newVersionBody'),
      icon: 'info',
      confirmLabel: t('messages:reload'),
      cancelLabel: t('messages:later'),
    });
    if (result.outcome === 'confirmed') this.deps.reload();
    else this.dismissedVersion = version;
  }

  /**
   * A chunk failed to load: when a newer build is deployed (known, or found by asking now), reload once
   * per path within 10 s. True when the page reloads.
   */
  async handleChunkError(error: unknown): Promise<boolean> {
    if (!isChunkLoadError(error)) return false;
    const updated = this.updateAvailable || (await this.refresh());
    return updated ? this.deps.guard.reloadOnce(this.deps.path()) : false;
  }
}
