import type { CallAnswer } from '@wl/contract';
import { deleteSiteAnnouncement, listSiteAnnouncements, saveSiteAnnouncement } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import { SiteContentListStore } from './site-content-list-store';

export type AnnouncementEntry = CallAnswer<'backoffice/sites/announcements'>['value'][number];

/** What the announcement form edits: plain-text titles and HTML bodies (sanitised by the platform). */
export interface AnnouncementDraft {
  en_title: string;
  local_title: string;
  en_content: string;
  local_content: string;
}

/** Most characters of an announcement's title, as the platform allows. */
export const ANNOUNCEMENT_TITLE_MAX = 200;

export type SiteAnnouncementsStore = SiteContentListStore<AnnouncementEntry, AnnouncementDraft>;

/** One site's announcements (its news page). A new one is published when it is saved. */
export function siteAnnouncementsStore(calls: () => StaffCalls, siteId: number): SiteAnnouncementsStore {
  return new SiteContentListStore<AnnouncementEntry, AnnouncementDraft>(calls, siteId, {
    list: (t, site_id) => listSiteAnnouncements(t, { site_id }),
    save: (t, site_id, draft) => saveSiteAnnouncement(t, { site_id, ...draft }),
    remove: (t, site_id, id) => deleteSiteAnnouncement(t, { site_id, id }),
    draftOf: (entry) => ({
      en_title: entry?.en_title ?? '',
      local_title: entry?.local_title ?? '',
      en_content: entry?.en_content ?? '',
      local_content: entry?.local_content ?? '',
    }),
  });
}
