import { startBackofficeKit, type AuditEntryRow, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Envelope {
  statusCode: number;
  message: string;
}

interface Entry {
  content_id: number;
  name: string;
  category: string;
  url: string;
  children: Entry[];
}

interface Menus {
  menu: Entry[];
  game_menu: Entry[];
}

type MenusAnswer = Envelope & Menus;

/** An entry as written back: its id kept, its children as written. */
interface EntryInput {
  content_id?: number;
  name: string;
  category: string;
  url: string;
  children?: EntryInput[];
}

const asInput = (entry: Entry): EntryInput => ({
  content_id: entry.content_id,
  name: entry.name,
  category: entry.category,
  url: entry.url,
  children: entry.children.map(asInput),
});

describe("the back office edits a site's menu and lobby tabs", () => {
  let kit: BackofficeKit;
  let manager: string;
  let signals = 0;

  /** The audit entries of menu writes since a count of entries. */
  const since = async (count: number): Promise<AuditEntryRow[]> =>
    (await kit.auditEntries()).slice(count).filter((entry) => entry.action === 'sites/save_menu');
  const call = async <T>(path: string, body: object, session: string) =>
    (await kit.staffCall(path, body, { session })).json<T>();
  /** What the player site is given: the startup answer's menus. */
  const shown = async (host = 'alpha.test'): Promise<Menus> =>
    (await kit.call('/startup', { domain_name: host }, { host })).json<{ content: Menus }>().content;
  const read = (session: string, siteId = kit.siteA.id) =>
    call<MenusAnswer>('sites/menus', { site_id: siteId }, session);

  beforeAll(async () => {
    kit = await startBackofficeKit();
    kit.platform.sites.watchChanges(() => {
      signals += 1;
    });
    manager = await kit.signIn(
      await kit.addStaff('menu-manager@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
    await kit.platform.sites.setMenu(kit.siteA.id, 'menu', [
      { name: 'Home', category: 'home', url: '/' },
      {
        name: 'Slots',
        category: 'slots',
        url: '/slots',
        children: [{ name: 'Alpha Slots', category: 'slots', url: '/slots?provider=alpha' }],
      },
    ]);
    await kit.platform.sites.setMenu(kit.siteA.id, 'game_menu', [
      { name: 'Hot Games', category: 'hot', url: '/hot' },
      { name: 'Slots', category: 'slots', url: '/slots' },
    ]);
  });

  afterAll(() => kit.close());

  it('reads both trees as the player site gets them', async () => {
    const menus = await read(manager);
    expect(menus.statusCode).toBe(1);
    const site = await shown();
    expect({ menu: menus.menu, game_menu: menus.game_menu }).toEqual({
      menu: site.menu,
      game_menu: site.game_menu,
    });
    expect(menus.menu.map((entry) => entry.name)).toEqual(['Home', 'Slots']);
    expect(menus.menu[1]?.children.map((entry) => entry.name)).toEqual(['Alpha Slots']);
    expect(menus.game_menu.map((entry) => entry.name)).toEqual(['Hot Games', 'Slots']);
  });

  it('adds, renames, moves, nests and removes entries keeping their ids; the site shows it at once', async () => {
    const before = (await kit.auditEntries()).length;
    const signalsBefore = signals;
    const start = await read(manager);
    const [home, slots] = start.menu;
    if (!home || !slots) throw new Error('the seeded menu');
    const child = slots.children[0];
    if (!child) throw new Error('the seeded child');

    // New "Promotions Weekly" first, the child moved to the top level, Home nested under Slots.
    const saved = await call<MenusAnswer>(
      'sites/save_menu',
      {
        site_id: kit.siteA.id,
        menu: 'menu',
        items: [
          { name: '  Promotions Weekly ', category: 'promotions', url: '/promotions' },
          { name: 'Help', category: 'help', url: 'https://help.example.com/faq' },
          { ...asInput(child), name: '<img src=x onerror=alert(1)>' },
          { ...asInput(slots), children: [asInput(home)] },
        ],
      },
      manager,
    );
    expect(saved.statusCode).toBe(1);
    const [promotions, , moved, parent] = saved.menu;
    expect(saved.menu.map((entry) => entry.name)).toEqual([
      'Promotions Weekly',
      'Help',
      '<img src=x onerror=alert(1)>',
      'Slots',
    ]);
    expect(promotions?.content_id).toEqual(expect.any(Number));
    expect(moved?.content_id).toBe(child.content_id);
    expect(parent?.content_id).toBe(slots.content_id);
    expect(parent?.children).toEqual([{ ...home, children: [] }]);
    expect(saved.game_menu).toEqual(start.game_menu);
    expect((await shown()).menu).toEqual(saved.menu);
    expect(signals).toBeGreaterThan(signalsBefore);

    // The lobby tab renamed keeps its id; the other tab removed.
    const [hot, slotsTab] = start.game_menu;
    if (!hot || !slotsTab) throw new Error('the seeded tabs');
    const tabs = await call<MenusAnswer>(
      'sites/save_menu',
      { site_id: kit.siteA.id, menu: 'game_menu', items: [{ ...asInput(slotsTab), name: 'Reels' }] },
      manager,
    );
    expect(tabs.game_menu).toEqual([{ ...slotsTab, name: 'Reels' }]);
    expect((await shown()).game_menu).toEqual([{ ...slotsTab, name: 'Reels' }]);

    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/save_menu',
        outcome: 'ok',
        targetKind: 'menu',
        targetId: 'menu',
        siteId: kit.siteA.id,
        before: { menu: start.menu },
        after: { menu: saved.menu },
      }),
      expect.objectContaining({
        action: 'sites/save_menu',
        outcome: 'ok',
        targetId: 'game_menu',
        before: { game_menu: start.game_menu },
        after: { game_menu: tabs.game_menu },
      }),
    ]);
  });

  it('refuses bad input with invalidMenu or invalidRequest and changes nothing', async () => {
    const start = await read(manager);
    const before = (await kit.auditEntries()).length;
    const entry = (fields: Partial<EntryInput>): EntryInput => ({
      name: 'Fine',
      category: 'promotions',
      url: '/promotions',
      ...fields,
    });
    const invalid: EntryInput[][] = [
      [entry({ url: 'javascript:alert(1)' })],
      [entry({ url: 'JavaScript:alert(1)' })],
      [entry({ url: 'data:text/html,hi' })],
      [entry({ url: '//evil.example.com/' })],
      [entry({ url: '/\\evil.example.com' })],
      [entry({ url: 'promotions' })],
      [entry({ url: 'https://' })],
      [entry({ name: '   ' })],
      [entry({ category: 'Bad Category' })],
      // Three levels: deeper than the player site reads.
      [entry({ children: [entry({ children: [entry({})] })] })],
      // Another site's entry, or the other menu's, by its id.
      [entry({ content_id: 2_000_000 })],
      [entry({ content_id: start.game_menu[0]?.content_id ?? 0 })],
      // One id twice.
      [asInput(start.menu[0] ?? ({} as Entry)), asInput(start.menu[0] ?? ({} as Entry))],
      // More entries than a menu keeps.
      [entry({ children: Array.from({ length: 200 }, () => entry({})) })],
    ];
    for (const items of invalid) {
      const answer = await call<Envelope>(
        'sites/save_menu',
        { site_id: kit.siteA.id, menu: 'menu', items },
        manager,
      );
      expect(answer).toMatchObject({ statusCode: 0, message: 'invalidMenu' });
    }
    for (const items of [[entry({ name: 'x'.repeat(101) })], [entry({ url: `/${'a'.repeat(500)}` })]]) {
      const answer = await call<Envelope>(
        'sites/save_menu',
        { site_id: kit.siteA.id, menu: 'menu', items },
        manager,
      );
      expect(answer).toMatchObject({ message: 'invalidRequest' });
    }
    // A lobby tab is routed inside the site: an outside address is for the site menu only.
    expect(
      await call<Envelope>(
        'sites/save_menu',
        { site_id: kit.siteA.id, menu: 'game_menu', items: [entry({ url: 'https://example.com/' })] },
        manager,
      ),
    ).toMatchObject({ statusCode: 0, message: 'invalidMenu' });
    expect(
      await call<Envelope>('sites/save_menu', { site_id: kit.siteA.id, menu: 'footer', items: [] }, manager),
    ).toMatchObject({ message: 'invalidRequest' });
    const after = await read(manager);
    expect({ menu: after.menu, game_menu: after.game_menu }).toEqual({
      menu: start.menu,
      game_menu: start.game_menu,
    });
    const entries = await since(before);
    expect(entries).toHaveLength(invalid.length + 4);
    expect(entries.every((row) => row.outcome === 'refused')).toBe(true);
  });

  it("lets a viewer read; refuses support, finance and a viewer writing, and another site's manager", async () => {
    const start = await read(manager);
    const write = { site_id: kit.siteA.id, menu: 'menu', items: [] };
    const viewer = await kit.signIn(
      await kit.addStaff('menu-viewer@sites.example.com', 'viewer', [kit.siteA.id]),
    );
    expect((await read(viewer)).menu).toEqual(start.menu);
    expect(await call('sites/save_menu', write, viewer)).toEqual({
      statusCode: 0,
      message: 'staffForbidden',
    });
    for (const role of ['support', 'finance'] as const) {
      const session = await kit.signIn(
        await kit.addStaff(`menu-${role}@sites.example.com`, role, [kit.siteA.id]),
      );
      expect(await read(session)).toEqual({ statusCode: 0, message: 'staffForbidden' });
      expect(await call('sites/save_menu', write, session)).toEqual({
        statusCode: 0,
        message: 'staffForbidden',
      });
    }
    const betaManager = await kit.signIn(
      await kit.addStaff('menu-beta@sites.example.com', 'siteManager', [kit.siteB.id]),
    );
    expect(await read(betaManager)).toEqual({ statusCode: 0, message: 'staffSiteForbidden' });
    expect(await call('sites/save_menu', write, betaManager)).toEqual({
      statusCode: 0,
      message: 'staffSiteForbidden',
    });
    expect((await read(betaManager, kit.siteB.id)).statusCode).toBe(1);
    const after = await read(manager);
    expect(after.menu).toEqual(start.menu);
  });
});
