import { randomBytes } from 'node:crypto';

/** What a studio session plays: the launch's game and currency, for one provider code. */
export interface SessionGame {
  code: string;
  type: string;
  name: string;
}

interface SessionBase {
  id: string;
  provider: string;
  currency: string;
  game: SessionGame;
  /** The last balance known, in minor units (fun mode: the play money itself). */
  balance: number;
  /** A round is in play: a second one waits for it to end. */
  busy: boolean;
  lastSeenAt: number;
}

/** Free rounds the platform granted the player in the session's game, as its last answer said. */
export interface SessionFreeRounds {
  /** The grant: each free round's bet carries it as free_round_id. */
  id: string;
  /** At least 1: a grant with none left is no grant. */
  roundsLeft: number;
  /** The most one free round stakes, in minor units. */
  betMinor: number;
  /** ISO 8601, as the platform said. */
  expiresAt: string;
}

export interface RealSession extends SessionBase {
  mode: 'real';
  /** The platform's game session token, for balance and bet. */
  token: string;
  playerId: string;
  /**
   * Set by authenticate, then by every balance answer (absent there: none left) and free round's bet
   * answer; cleared when the platform answers NO_FREE_ROUNDS.
   */
  freeRounds?: SessionFreeRounds;
}

export interface FunSession extends SessionBase {
  mode: 'fun';
}

export type StudioSession = RealSession | FunSession;
export type NewSession =
  Omit<RealSession, 'id' | 'busy' | 'lastSeenAt'> | Omit<FunSession, 'id' | 'busy' | 'lastSeenAt'>;

export interface SessionStoreOptions {
  /** A session unused this long is forgotten (the platform's game sessions last 30 minutes idle). */
  idleMs?: number;
  /** At most this many sessions; the least recently used go first. */
  maxSessions?: number;
  now?: () => number;
}

/**
 * The studio's sessions, in memory: a session id (256 random bits) names one launch. A real session is
 * also found by its platform token, so that reloading the game page (the token is single use for
 * authenticate) resumes the session instead of failing.
 */
export class SessionStore {
  private readonly sessions = new Map<string, StudioSession>();
  private readonly byToken = new Map<string, string>();
  private readonly idleMs: number;
  private readonly maxSessions: number;
  private readonly now: () => number;

  constructor(options: SessionStoreOptions = {}) {
    this.idleMs = options.idleMs ?? 30 * 60_000;
    this.maxSessions = options.maxSessions ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.sessions.size;
  }

  create(fields: NewSession): StudioSession {
    this.evict();
    const session = {
      ...fields,
      id: randomBytes(32).toString('base64url'),
      busy: false,
      lastSeenAt: this.now(),
    } as StudioSession;
    this.sessions.set(session.id, session);
    if (session.mode === 'real') this.byToken.set(tokenKey(session.provider, session.token), session.id);
    return session;
  }

  /** The live session of that id, marked as used now. */
  get(id: string): StudioSession | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (this.now() - session.lastSeenAt > this.idleMs) {
      this.end(id);
      return undefined;
    }
    session.lastSeenAt = this.now();
    // Re-inserted so that the map's order is least recently used first.
    this.sessions.delete(id);
    this.sessions.set(id, session);
    return session;
  }

  /** The live real session opened with that provider's token, if any. */
  findByToken(provider: string, token: string): RealSession | undefined {
    const id = this.byToken.get(tokenKey(provider, token));
    const session = id === undefined ? undefined : this.get(id);
    return session?.mode === 'real' ? session : undefined;
  }

  end(id: string): void {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    if (session.mode === 'real') this.byToken.delete(tokenKey(session.provider, session.token));
  }

  private evict(): void {
    const cutoff = this.now() - this.idleMs;
    for (const [id, session] of this.sessions) {
      if (this.sessions.size < this.maxSessions && session.lastSeenAt >= cutoff) break;
      this.end(id);
    }
  }
}

const tokenKey = (provider: string, token: string) => `${provider}\u0000${token}`;
