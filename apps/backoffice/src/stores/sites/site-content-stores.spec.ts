import { fakeApi, okAnswer } from '@wl/testing';
import { refused, site } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';

const LUCKY = site({ site_id: 7, key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test'], template: 'slot3' });

const message = (id: number, en_text: string, status = true) => ({
  id,
  position: id,
  status,
  en_text,
  local_text: `${en_text} (lokal)`,
});

const announcement = (id: number, en_title: string) => ({
  id,
  position: 0,
  status: true,
  en_title,
  local_title: en_title,
  en_content: '<p>Body</p>',
  local_content: '<p>Katawan</p>',
  published_at: '2030-01-02T03:00:00.000Z',
});

type Reply = object | ((body: Record<string, unknown>) => object);

async function openLucky(answers: Record<string, Reply>) {
  const replies: Record<string, Reply> = {
    'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [LUCKY] }),
    ...answers,
  };
  const fake = fakeApi((path, body) => {
    const reply = replies[path.replace(/^\//, '')];
    return typeof reply === 'function' ? reply(body) : reply;
  });
  const store = new BackofficeStore(fake.api);
  await store.siteWork.openSite('lucky');
  return { store, calls: fake.calls };
}

describe("a site's marquee messages", () => {
  it('adds a message, then shows the list the platform answers', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/marquee': okAnswer('backoffice/sites/marquee', { value: [message(1, 'Welcome')] }),
      'backoffice/sites/save_marquee': okAnswer('backoffice/sites/save_marquee', {
        id: 2,
        value: [message(1, 'Welcome'), message(2, '<b>Big</b> win')],
      }),
    });
    const marquee = store.siteWork.marquee;
    if (!marquee) throw new Error('no marquee store');
    await marquee.load();
    expect(marquee.entries.map((e) => e.en_text)).toEqual(['Welcome']);
    marquee.add();
    expect(marquee.draft).toEqual({ en_text: '', local_text: '', status: true });
    marquee.set('en_text', '<b>Big</b> win');
    marquee.set('local_text', 'Panalo');
    expect(await marquee.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/save_marquee',
      body: { site_id: 7, en_text: '<b>Big</b> win', local_text: 'Panalo', status: true },
    });
    expect(marquee.entries.map((e) => e.id)).toEqual([1, 2]);
    expect(marquee.editing).toBeUndefined();
    expect(marquee.done).toBe('siteWork.contentAdded');
  });

  it('edits one with its id, switches one off as it is, and keeps the form with the refusal', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/marquee': okAnswer('backoffice/sites/marquee', { value: [message(1, 'Welcome')] }),
      'backoffice/sites/save_marquee': (body) =>
        body['status']
          ? refused('invalidMarquee')
          : okAnswer('backoffice/sites/save_marquee', { id: 1, value: [message(1, 'Welcome', false)] }),
    });
    const marquee = store.siteWork.marquee;
    if (!marquee) throw new Error('no marquee store');
    await marquee.load();
    expect(await marquee.setShown(1, false)).toBe(true);
    expect(calls.at(-1)?.body).toEqual({
      site_id: 7,
      id: 1,
      en_text: 'Welcome',
      local_text: 'Welcome (lokal)',
      status: false,
    });
    expect(marquee.entries[0]?.status).toBe(false);
    expect(marquee.done).toBe('siteWork.contentHidden');

    marquee.edit(1);
    marquee.setStatus(true);
    marquee.set('en_text', 'Hello');
    expect(await marquee.save()).toBe(false);
    expect(calls.at(-1)?.body).toMatchObject({ id: 1, en_text: 'Hello', status: true });
    expect(marquee.saveError).toBe('invalidMarquee');
    expect(marquee.editing).toBe(1);
    expect(marquee.entries[0]?.en_text).toBe('Welcome');
  });

  it('deletes only after the confirmation, and shows a refusal', async () => {
    let refuse = true;
    const { store, calls } = await openLucky({
      'backoffice/sites/marquee': okAnswer('backoffice/sites/marquee', {
        value: [message(1, 'Welcome'), message(2, 'Bye')],
      }),
      'backoffice/sites/delete_marquee': () =>
        refuse
          ? refused('staffForbidden')
          : okAnswer('backoffice/sites/delete_marquee', { value: [message(1, 'Welcome')] }),
    });
    const marquee = store.siteWork.marquee;
    if (!marquee) throw new Error('no marquee store');
    await marquee.load();
    marquee.askDelete(2);
    expect(marquee.confirming?.en_text).toBe('Bye');
    marquee.cancelDelete();
    expect(await marquee.confirmDelete()).toBe(false);
    expect(calls.some((c) => c.path === 'backoffice/sites/delete_marquee')).toBe(false);

    marquee.askDelete(2);
    expect(await marquee.confirmDelete()).toBe(false);
    expect(marquee.error).toBe('staffForbidden');
    expect(marquee.entries).toHaveLength(2);

    refuse = false;
    marquee.askDelete(2);
    expect(await marquee.confirmDelete()).toBe(true);
    expect(calls.at(-1)).toEqual({ path: 'backoffice/sites/delete_marquee', body: { site_id: 7, id: 2 } });
    expect(marquee.entries.map((e) => e.id)).toEqual([1]);
    expect(marquee.confirming).toBeUndefined();
    expect(marquee.done).toBe('siteWork.contentDeleted');
  });
});

describe("a site's announcements", () => {
  it('edits an announcement with both titles and bodies', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/announcements': okAnswer('backoffice/sites/announcements', {
        value: [announcement(4, 'Maintenance')],
      }),
      'backoffice/sites/save_announcement': okAnswer('backoffice/sites/save_announcement', {
        id: 4,
        value: [announcement(4, 'Done')],
      }),
    });
    const announcements = store.siteWork.announcements;
    if (!announcements) throw new Error('no announcements store');
    await announcements.load();
    announcements.edit(4);
    expect(announcements.draft).toEqual({
      en_title: 'Maintenance',
      local_title: 'Maintenance',
      en_content: '<p>Body</p>',
      local_content: '<p>Katawan</p>',
      status: true,
    });
    announcements.set('en_title', 'Done');
    expect(await announcements.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/save_announcement',
      body: {
        site_id: 7,
        id: 4,
        en_title: 'Done',
        local_title: 'Maintenance',
        en_content: '<p>Body</p>',
        local_content: '<p>Katawan</p>',
        status: true,
      },
    });
    expect(announcements.entries[0]?.en_title).toBe('Done');
    expect(announcements.done).toBe('siteWork.contentSaved');
  });
});
