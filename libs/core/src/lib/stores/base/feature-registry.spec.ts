import * as i18n from '@wl/i18n';
import { setupI18n } from '@wl/i18n';
import { answersByPath, fakeApi, startupAnswer } from '../../../testing/fake-api';
import { SESSION_STORAGE_KEY } from '../../session/session-persistence';
import { RootStore, defineFeature } from '../root-store';

class PlayerNotes {
  notes: string[] = [];
  loads = 0;
  clear(): void {
    this.notes = [];
  }
  async loadMember(): Promise<void> {
    this.loads += 1;
    this.notes = ['loaded'];
  }
}

const notesFeature = defineFeature('test.notes', () => new PlayerNotes());

function setup() {
  const { api } = fakeApi(
    answersByPath({
      'auth/login': {
        statusCode: 1,
        message: 'OK',
        token: 't',
        user: { account_id: 'demo1', session_token: 't' },
      },
    }),
  );
  const root = new RootStore(api, { i18n });
  root.site.applyStartup(startupAnswer());
  return root;
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());

it('creates a feature store on first use, once per root store, keyed by its name', () => {
  const root = setup();
  const notes = root.feature(notesFeature);
  expect(root.feature(notesFeature)).toBe(notes);
  expect(root.feature(defineFeature('test.notes', () => new PlayerNotes()))).toBe(notes);
  expect(setup().feature(notesFeature)).not.toBe(notes);
});

it('loads every feature store with the session and clears them all when it ends', async () => {
  const root = setup();
  const notes = root.feature(notesFeature);
  await root.session.login('demo1', 'Demo1234!');
  expect(notes.notes).toEqual(['loaded']);
  root.session.logout();
  expect(notes.notes).toEqual([]);
});

it('a feature store created after the player data was loaded loads its own', async () => {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ account_id: 'demo1', session_token: 's', token: 't', full_name: '', contact_email: '' }),
  );
  const root = setup();
  root.session.restore();
  await root.loadMemberData();
  const notes = root.feature(notesFeature);
  await Promise.resolve();
  expect(notes.loads).toBe(1);
});
