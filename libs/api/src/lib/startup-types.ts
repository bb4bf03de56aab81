import type { CallAnswer, CallRequest, MenuEntry } from '@wl/contract';
import type { Envelope } from './envelope';

export type { LiveChat, Maintenance, ProviderCount, Site, SiteLanguage } from '@wl/contract';

export type MenuItem = MenuEntry;

/** The startup answer is whole even on failure (site null), so the shell always has something to render. */
export type StartupResponse = Envelope & CallAnswer<'startup'>;

export type StartupRequest = CallRequest<'startup'>;
