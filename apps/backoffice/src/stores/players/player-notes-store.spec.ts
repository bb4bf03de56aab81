import type { CallAnswer } from '@wl/contract';
import { fakeApi, okAnswer } from '@wl/testing';
import { OWNER, SUPPORT, refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';

type Note = CallAnswer<'backoffice/players/notes'>['value'][number];
type Detail = CallAnswer<'backoffice/players/get'>['player'];

const VIEWER = { ...SUPPORT, staff_id: 6, email: 'viewer@staff.example.com', role: 'viewer' as const };
const FINANCE = { ...SUPPORT, staff_id: 5, email: 'finance@staff.example.com', role: 'finance' as const };

const note = (id: number, body: string): Note => ({
  note_id: id,
  body,
  staff_id: 4,
  staff_display_name: 'Sam Support',
  staff_email: 'support@staff.example.com',
  created_at: `2026-11-0${id}T09:00:00.000Z`,
});

const player = { site_id: 2, account_id: 'marisol', status: 'active' } as unknown as Detail;

/** A store signed in as the profile, on a platform that keeps the notes it is given (newest first). */
function storeWith(
  profile: typeof OWNER | typeof SUPPORT | typeof VIEWER | typeof FINANCE,
  addAnswer?: Record<string, unknown>,
) {
  const stored: Note[] = [note(1, 'Asked about the bonus')];
  const { api, calls } = fakeApi((path, body) => {
    if (path === 'backoffice/players/get') return okAnswer(path, { player });
    if (path === 'backoffice/players/notes') {
      return okAnswer(path, { value: stored, total: stored.length, page: 1, page_size: 20 });
    }
    if (path === 'backoffice/players/add_note') {
      if (addAnswer) return addAnswer;
      const added = note(stored.length + 1, String(body['body']));
      stored.unshift(added);
      return okAnswer(path, { note: added });
    }
    return refused('serviceUnavailable');
  });
  const store = new BackofficeStore(api);
  store.session.signedIn(profile);
  return { store, notes: store.player.notes, calls };
}

describe('PlayerNotesStore', () => {
  it("lists the player's notes when the page opens, for that site and account", async () => {
    const { store, notes, calls } = storeWith(VIEWER);
    await store.player.open(2, 'marisol');
    expect(calls.find((c) => c.path === 'backoffice/players/notes')?.body).toEqual({
      site_id: 2,
      account_id: 'marisol',
      page: 1,
      page_size: 20,
    });
    expect(notes.list.value.map((n) => n.body)).toEqual(['Asked about the bonus']);
  });

  it('lets owner and support write, and not finance or viewer', () => {
    expect(storeWith(OWNER).notes.canWrite).toBe(true);
    expect(storeWith(SUPPORT).notes.canWrite).toBe(true);
    expect(storeWith(FINANCE).notes.canWrite).toBe(false);
    expect(storeWith(VIEWER).notes.canWrite).toBe(false);
  });

  it('adds the trimmed note, empties the draft and lists it first', async () => {
    const { store, notes, calls } = storeWith(SUPPORT);
    await store.player.open(2, 'marisol');
    notes.setDraft('  Called about a missing deposit, told to wait 24h  ');
    expect(await notes.add()).toBe(true);
    expect(calls.filter((c) => c.path === 'backoffice/players/add_note').map((c) => c.body)).toEqual([
      { site_id: 2, account_id: 'marisol', body: 'Called about a missing deposit, told to wait 24h' },
    ]);
    expect(notes.draft).toBe('');
    expect(notes.added).toBe(true);
    expect(notes.list.value.map((n) => n.body)).toEqual([
      'Called about a missing deposit, told to wait 24h',
      'Asked about the bonus',
    ]);
  });

  it('asks nothing for an empty note, and keeps the draft on a refusal', async () => {
    const { store, notes, calls } = storeWith(SUPPORT, refused('staffForbidden'));
    await store.player.open(2, 'marisol');
    notes.setDraft('   ');
    expect(await notes.add()).toBe(false);
    expect(notes.error).toBe('noteRequired');
    expect(calls.some((c) => c.path === 'backoffice/players/add_note')).toBe(false);
    notes.setDraft('Will call back');
    expect(notes.error).toBeUndefined();
    expect(await notes.add()).toBe(false);
    expect(notes.error).toBe('staffForbidden');
    expect(notes.draft).toBe('Will call back');
    expect(notes.list.value).toHaveLength(1);
  });

  it('is emptied with the session', async () => {
    const { store, notes } = storeWith(SUPPORT);
    await store.player.open(2, 'marisol');
    notes.setDraft('Half written');
    store.session.sessionEnded();
    expect(notes.list.value).toEqual([]);
    expect(notes.draft).toBe('');
  });
});
