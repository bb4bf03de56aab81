import { CALLS, type AnswerInputOf, type ContractCalls } from '@wl/contract';
import type { staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { refusingAsStaff } from './site-admin-errors';
import {
  announcementList,
  deleteAnnouncement,
  saveAnnouncement,
  type AnnouncementEntry,
} from './site-announcements-admin';
import {
  ANALYTICS,
  PARTNERS,
  readSiteList,
  saveSiteList,
  SLIDES,
  SOCIAL_ACCOUNTS,
  type SiteList,
} from './site-lists-admin';
import { deleteMarquee, marqueeList, saveMarquee, type MarqueeEntry } from './site-marquee-admin';
import { menusList, saveMenu } from './site-menus-admin';

type StaffRoute = ReturnType<typeof staffRoutes>;
type AnnouncementAnswer = AnswerInputOf<ContractCalls['siteAnnouncements']>['value'][number];
type MarqueeAnswer = AnswerInputOf<ContractCalls['siteMarquee']>['value'][number];

const EDITORS = ['owner', 'siteManager'] as const;
const READERS = ['owner', 'siteManager', 'viewer'] as const;
/** Analytics snippets run on every player's page: only an owner reads or writes them. */
const OWNERS = ['owner'] as const;

const announcementAnswer = (row: AnnouncementEntry): AnnouncementAnswer => ({
  id: row.id,
  position: row.position,
  status: row.status,
  en_title: row.enTitle,
  local_title: row.localTitle,
  en_content: row.enContent,
  local_content: row.localContent,
  published_at: row.publishedAt.toISOString(),
});

const marqueeAnswer = (row: MarqueeEntry): MarqueeAnswer => ({
  id: row.id,
  position: row.position,
  status: row.status,
  en_text: row.enText,
  local_text: row.localText,
});

/**
 * The back office's calls on a site's announcements, marquee messages, menus and whole lists (slides,
 * partners, social accounts, analytics snippets): each change commits with its audit entry, then tells the sites' caches (the site-change signal), so the site shows it at once.
 */
export function registerSiteContentRoutes(staffRoute: StaffRoute, platform: Platform): void {
  const { db } = platform.database;
  const { clock } = platform;
  const changed = () => platform.sites.announceChange();
  const announcementsOf = async (siteId: number) =>
    (await announcementList(db, siteId)).map(announcementAnswer);
  const marqueeOf = async (siteId: number) => (await marqueeList(db, siteId)).map(marqueeAnswer);

  staffRoute(CALLS.siteAnnouncements, READERS, async (_actor, body) => ({
    value: await refusingAsStaff(() => announcementsOf(body.site_id)),
  }));
  staffRoute(CALLS.siteSaveAnnouncement, EDITORS, async (_actor, body, { trail }) => {
    const id = await refusingAsStaff(() =>
      saveAnnouncement(
        db,
        clock,
        body.site_id,
        {
          ...(body.id === undefined ? {} : { id: body.id }),
          ...(body.position === undefined ? {} : { position: body.position }),
          ...(body.published_at === undefined ? {} : { publishedAt: new Date(body.published_at) }),
          status: body.status,
          enTitle: body.en_title,
          localTitle: body.local_title,
          enContent: body.en_content,
          localContent: body.local_content,
        },
        trail,
      ),
    );
    await changed();
    return { id, value: await announcementsOf(body.site_id) };
  });
  staffRoute(CALLS.siteDeleteAnnouncement, EDITORS, async (_actor, body, { trail }) => {
    await refusingAsStaff(() => deleteAnnouncement(db, body.site_id, body.id, trail));
    await changed();
    return { value: await announcementsOf(body.site_id) };
  });

  staffRoute(CALLS.siteMarquee, READERS, async (_actor, body) => ({
    value: await refusingAsStaff(() => marqueeOf(body.site_id)),
  }));
  staffRoute(CALLS.siteSaveMarquee, EDITORS, async (_actor, body, { trail }) => {
    const id = await refusingAsStaff(() =>
      saveMarquee(
        db,
        body.site_id,
        {
          ...(body.id === undefined ? {} : { id: body.id }),
          ...(body.position === undefined ? {} : { position: body.position }),
          status: body.status,
          enText: body.en_text,
          localText: body.local_text,
        },
        trail,
      ),
    );
    await changed();
    return { id, value: await marqueeOf(body.site_id) };
  });
  staffRoute(CALLS.siteDeleteMarquee, EDITORS, async (_actor, body, { trail }) => {
    await refusingAsStaff(() => deleteMarquee(db, body.site_id, body.id, trail));
    await changed();
    return { value: await marqueeOf(body.site_id) };
  });

  staffRoute(CALLS.siteMenus, READERS, async (_actor, body) =>
    refusingAsStaff(() => menusList(db, body.site_id)),
  );
  staffRoute(CALLS.siteSaveMenu, EDITORS, async (_actor, body, { trail }) => {
    const menus = await refusingAsStaff(() => saveMenu(db, body.site_id, body.menu, body.items, trail));
    await changed();
    return menus;
  });
  const readList =
    <T>(list: SiteList<T>) =>
    async (_actor: unknown, body: { site_id: number }) => ({
      value: await refusingAsStaff(() => readSiteList(db, clock, body.site_id, list)),
    });
  const saveList =
    <T>(list: SiteList<T>) =>
    async (
      _actor: unknown,
      body: { site_id: number; value: T[] },
      { trail }: { trail: Parameters<typeof saveSiteList>[5] },
    ) => {
      const value = await refusingAsStaff(() =>
        saveSiteList(db, clock, body.site_id, list, body.value, trail),
      );
      await changed();
      return { value };
    };
  staffRoute(CALLS.siteSlides, READERS, readList(SLIDES));
  staffRoute(CALLS.siteSetSlides, EDITORS, saveList(SLIDES));
  staffRoute(CALLS.sitePartners, READERS, readList(PARTNERS));
  staffRoute(CALLS.siteSetPartners, EDITORS, saveList(PARTNERS));
  staffRoute(CALLS.siteSocialAccounts, READERS, readList(SOCIAL_ACCOUNTS));
  staffRoute(CALLS.siteSetSocialAccounts, EDITORS, saveList(SOCIAL_ACCOUNTS));
  staffRoute(CALLS.siteAnalytics, OWNERS, readList(ANALYTICS));
  staffRoute(CALLS.siteSetAnalytics, OWNERS, saveList(ANALYTICS));
}
