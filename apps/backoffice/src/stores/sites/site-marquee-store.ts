import type { CallAnswer } from '@wl/contract';
import { deleteSiteMarquee, listSiteMarquee, saveSiteMarquee } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import { SiteContentListStore } from './site-content-list-store';

export type MarqueeEntry = CallAnswer<'backoffice/sites/marquee'>['value'][number];

/** The texts of a marquee message the form edits (plain text, shown as written). */
export interface MarqueeDraft {
  en_text: string;
  local_text: string;
}

/** Most characters of a marquee message, as the platform allows. */
export const MARQUEE_MAX = 500;

export type SiteMarqueeStore = SiteContentListStore<MarqueeEntry, MarqueeDraft>;

/** One site's marquee messages (the text running across its home page). */
export function siteMarqueeStore(calls: () => StaffCalls, siteId: number): SiteMarqueeStore {
  return new SiteContentListStore<MarqueeEntry, MarqueeDraft>(calls, siteId, {
    list: (t, site_id) => listSiteMarquee(t, { site_id }),
    save: (t, site_id, draft) => saveSiteMarquee(t, { site_id, ...draft }),
    remove: (t, site_id, id) => deleteSiteMarquee(t, { site_id, id }),
    draftOf: (entry) => ({ en_text: entry?.en_text ?? '', local_text: entry?.local_text ?? '' }),
  });
}
