import { makeAutoObservable, runInAction } from 'mobx';
import {
  HOME_GAME_LISTS,
  fetchSlides,
  fetchTransactions,
  getGames,
  getHotGames,
  getMarquee,
  getTopWinners,
  isSuccess,
  peekAnswer,
  type ApiTransport,
  type Envelope,
  type Game,
  type MarqueeItem,
  type RecentTransaction,
  type SiteRequest,
  type Slide,
  type TopWinner,
  type WithdrawalStats,
} from '@wl/api';
import { localText } from './home-format';

/** The home page's game rows and how many games each shows (spec section 9: hot 15, featured 10, ...). */
export const HOME_ROW_SIZES = { hot: 15, featured: 10, popular: 6, new: 6 } as const;
export type GameRowName = keyof typeof HOME_ROW_SIZES;
export const GAME_ROWS = Object.keys(HOME_ROW_SIZES) as GameRowName[];

/** The parts of the home page that load on their own: each is shown once it arrived with something in it. */
export type HomeLoad = 'slides' | 'marquee' | 'transactions' | 'winners' | GameRowName;
export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface SlideView {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  href: string;
}

export interface HomeStoreDeps {
  api: ApiTransport;
  /** domain_name and external_id of the site calls. */
  site: () => SiteRequest;
  /** The player's language code (EN, VI, ...): local texts are shown in any but English. */
  language: () => string;
  /** The clock the ticker's "5 min ago" is measured with. */
  now?: () => number;
}

const NO_GAMES: Record<GameRowName, Game[]> = { hot: [], featured: [], popular: [], new: [] };

/** One part of the home page: its call, and what a good answer sets. */
interface HomePart {
  name: HomeLoad;
  call: (api: ApiTransport) => Promise<Envelope>;
  /** `at`: when the answer was made (its times, "5 min ago", are shown relative to it). */
  apply: (answer: Envelope, at: number) => void;
}

const homePart = <A extends Envelope>(
  name: HomeLoad,
  call: (api: ApiTransport) => Promise<A>,
  apply: (answer: A, at: number) => void,
): HomePart => ({ name, call, apply: (answer, at) => apply(answer as A, at) });

/**
 * The home page's content: slides, marquee, recent transactions, top winners with the withdrawal
 * statistics and the game rows, loaded in parallel, each with its own state. A part that fails or comes
 * back empty is simply not shown; the rest of the page does not wait for it.
 */
export class HomeStore {
  status: Record<HomeLoad, LoadStatus> = {
    slides: 'loading',
    marquee: 'loading',
    transactions: 'loading',
    winners: 'loading',
    hot: 'loading',
    featured: 'loading',
    popular: 'loading',
    new: 'loading',
  };
  rawSlides: Slide[] = [];
  rawMarquee: MarqueeItem[] = [];
  deposits: RecentTransaction[] = [];
  withdrawals: RecentTransaction[] = [];
  /** When the transactions arrived: their times are shown relative to it. */
  transactionsAt = 0;
  winners: TopWinner[] = [];
  stats: WithdrawalStats | null = null;
  games: Record<GameRowName, Game[]> = NO_GAMES;
  private started = false;

  constructor(private readonly deps: HomeStoreDeps) {
    makeAutoObservable<HomeStore, 'deps' | 'started' | 'parts' | 'prime'>(
      this,
      { deps: false, started: false, parts: false, prime: false },
      { deep: false },
    );
    this.prime();
  }

  /** The parts of the page: each one's call and what its good answer sets. */
  private parts(): HomePart[] {
    const site = this.deps.site();
    return [
      homePart(
        'slides',
        (api) => fetchSlides(api, site),
        (answer) => (this.rawSlides = answer.value ?? []),
      ),
      homePart(
        'marquee',
        (api) => getMarquee(api, site),
        (answer) => (this.rawMarquee = answer.value ?? []),
      ),
      homePart(
        'transactions',
        (api) => fetchTransactions(api, site),
        (answer, at) => {
          this.deposits = answer.deposits ?? [];
          this.withdrawals = answer.withdrawals ?? [];
          this.transactionsAt = at;
        },
      ),
      homePart(
        'winners',
        (api) => getTopWinners(api, site),
        (answer) => {
          this.winners = (answer.winners ?? []).slice(0, 10);
          this.stats = answer.stats ?? null;
        },
      ),
      homePart(
        'hot',
        (api) => getHotGames(api, { ...site, game_type: '' }),
        (answer) => this.setGames('hot', answer.value),
      ),
      ...(['featured', 'popular', 'new'] as const).map((row) =>
        homePart(
          row,
          (api) => getGames(api, { ...site, ...HOME_GAME_LISTS[row] }),
          (answer) => this.setGames(row, answer.value),
        ),
      ),
    ];
  }

  /**
   * Shows at once every part the page carries an answer for (a server-rendered page carries them all),
   * so the first render has them; the rest is loaded by `load`.
   */
  private prime(): void {
    for (const part of this.parts()) {
      // The page's answers were made when the server rendered it: the browser's first render then reads
      // "5 min ago" exactly as the server's page does.
      const answer = peekAnswer(this.deps.api, part.call);
      if (answer) this.settle(part, answer, this.deps.api.preloaded?.answeredAt);
    }
  }

  /** Loads every part not there yet at once, the first time only (a remount in development mode asks again). */
  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const waiting = this.parts().filter((part) => this.status[part.name] === 'loading');
    await Promise.all(
      waiting.map(async (part) => {
        let answer: Envelope | undefined;
        try {
          answer = await part.call(this.deps.api);
        } catch {
          answer = undefined;
        }
        runInAction(() => this.settle(part, answer));
      }),
    );
  }

  /** The slides with the texts of the player's language, those without a picture left out. */
  get slides(): SlideView[] {
    const language = this.deps.language();
    return this.rawSlides
      .filter((slide) => slide.image_url)
      .map((slide) => ({
        id: slide.id,
        title: localText(language, slide.en_title, slide.local_title),
        subtitle: localText(language, slide.en_subtitle, slide.local_subtitle),
        image: slide.image_url,
        href: slide.link_url,
      }));
  }

  /** The marquee's messages in the player's language, empty ones left out. */
  get marquee(): string[] {
    const language = this.deps.language();
    return this.rawMarquee.map((item) => localText(language, item.en_text, item.local_text)).filter(Boolean);
  }

  /** True once the part arrived with something to show. */
  isShown(part: HomeLoad): boolean {
    if (this.status[part] !== 'ready') return false;
    switch (part) {
      case 'slides':
        return this.slides.length > 0;
      case 'marquee':
        return this.marquee.length > 0;
      case 'transactions':
        return this.deposits.length + this.withdrawals.length > 0;
      case 'winners':
        return this.winners.length > 0 || this.stats !== null;
      default:
        return this.games[part].length > 0;
    }
  }

  private setGames(row: GameRowName, games: Game[] | undefined): void {
    this.games = { ...this.games, [row]: (games ?? []).slice(0, HOME_ROW_SIZES[row]) };
  }

  private settle(part: HomePart, answer: Envelope | undefined, at?: number): void {
    if (answer && isSuccess(answer)) {
      part.apply(answer, at ?? (this.deps.now ?? Date.now)());
      this.status = { ...this.status, [part.name]: 'ready' };
    } else {
      this.status = { ...this.status, [part.name]: 'failed' };
    }
  }
}
