import { makeAutoObservable } from 'mobx';

/** Seconds before another code can be asked for when the answer does not say (the platform's 60 s). */
export const DEFAULT_RESEND_SECONDS = 60;

/** Calls `tick` every `ms` milliseconds until the returned function is called. */
export type Repeat = (tick: () => void, ms: number) => () => void;

const browserRepeat: Repeat = (tick, ms) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

/** The countdown before a new code can be asked for (resend_in of a code answer). */
export class ResendTimer {
  secondsLeft = 0;
  private stop: (() => void) | null = null;

  constructor(private readonly repeat: Repeat = browserRepeat) {
    makeAutoObservable<this, 'stop' | 'repeat'>(this, { stop: false, repeat: false });
  }

  get ready(): boolean {
    return this.secondsLeft === 0;
  }

  start(seconds: number | undefined): void {
    this.dispose();
    const whole = Math.ceil(seconds ?? DEFAULT_RESEND_SECONDS);
    this.secondsLeft = Number.isFinite(whole) && whole > 0 ? whole : 0;
    if (this.secondsLeft > 0) this.stop = this.repeat(() => this.tick(), 1000);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.dispose();
  }
}
