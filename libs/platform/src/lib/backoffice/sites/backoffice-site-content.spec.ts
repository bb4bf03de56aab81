import { startBackofficeKit, type AuditEntryRow, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Envelope {
  statusCode: number;
  message: string;
}

interface MarqueeRow {
  id: number;
  position: number;
  status: boolean;
  en_text: string;
  local_text: string;
}

interface AnnouncementRow {
  id: number;
  position: number;
  status: boolean;
  en_title: string;
  local_title: string;
  en_content: string;
  local_content: string;
  published_at: string;
}

type Saved<R> = Envelope & { id: number; value: R[] };

describe("the back office edits a site's announcements and marquee", () => {
  let kit: BackofficeKit;
  let manager: string;
  let signals = 0;

  const since = async (count: number): Promise<AuditEntryRow[]> => (await kit.auditEntries()).slice(count);
  const publicList = async <R>(path: string, host = 'alpha.test'): Promise<R[]> =>
    (await kit.call(`/${path}`, { domain_name: host }, { host })).json<{ value: R[] }>().value;
  const shownMarquee = (host?: string) =>
    publicList<{ id: number; en_text: string; local_text: string }>('home/marquee', host);
  const shownNews = () =>
    publicList<{ id: number; en_title: string; en_content: string }>('home/fetch_announment');
  const call = async <T>(path: string, body: object, session: string) =>
    (await kit.staffCall(path, body, { session })).json<T>();

  beforeAll(async () => {
    kit = await startBackofficeKit();
    kit.platform.sites.watchChanges(() => {
      signals += 1;
    });
    manager = await kit.signIn(
      await kit.addStaff('content-manager@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
  });

  afterAll(() => kit.close());

  it('adds, edits, switches off and deletes a marquee message; the site shows each change at once', async () => {
    const before = (await kit.auditEntries()).length;
    const signalsBefore = signals;
    const added = await call<Saved<MarqueeRow>>(
      'sites/save_marquee',
      {
        site_id: kit.siteA.id,
        status: true,
        en_text: '  <script>alert(1)</script> Win big  ',
        local_text: 'Manalo',
      },
      manager,
    );
    expect(added.statusCode).toBe(1);
    // Plain text: kept as written (trimmed), never taken for markup.
    expect(added.value).toEqual([
      {
        id: added.id,
        position: 0,
        status: true,
        en_text: '<script>alert(1)</script> Win big',
        local_text: 'Manalo',
      },
    ]);
    expect(await shownMarquee()).toEqual([
      { id: added.id, en_text: '<script>alert(1)</script> Win big', local_text: 'Manalo' },
    ]);
    expect(signals).toBeGreaterThan(signalsBefore);

    const second = await call<Saved<MarqueeRow>>(
      'sites/save_marquee',
      { site_id: kit.siteA.id, status: true, en_text: 'Second', local_text: 'Ikalawa' },
      manager,
    );
    expect(second.value.map((row) => [row.en_text, row.position])).toEqual([
      ['<script>alert(1)</script> Win big', 0],
      ['Second', 1],
    ]);

    const edited = await call<Saved<MarqueeRow>>(
      'sites/save_marquee',
      {
        site_id: kit.siteA.id,
        id: added.id,
        position: 5,
        status: false,
        en_text: 'Off now',
        local_text: 'Patay',
      },
      manager,
    );
    expect(edited.value.map((row) => [row.en_text, row.status])).toEqual([
      ['Second', true],
      ['Off now', false],
    ]);
    expect((await shownMarquee()).map((row) => row.en_text)).toEqual(['Second']);

    const deleted = await call<Envelope & { value: MarqueeRow[] }>(
      'sites/delete_marquee',
      { site_id: kit.siteA.id, id: second.id },
      manager,
    );
    expect(deleted.value.map((row) => row.id)).toEqual([added.id]);
    expect(await shownMarquee()).toEqual([]);

    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/save_marquee',
        outcome: 'ok',
        targetKind: 'marquee',
        targetId: String(added.id),
        siteId: kit.siteA.id,
        before: null,
        after: {
          position: 0,
          status: true,
          en_text: '<script>alert(1)</script> Win big',
          local_text: 'Manalo',
        },
      }),
      expect.objectContaining({ action: 'sites/save_marquee', targetId: String(second.id), before: null }),
      expect.objectContaining({
        action: 'sites/save_marquee',
        targetId: String(added.id),
        before: expect.objectContaining({ en_text: '<script>alert(1)</script> Win big', status: true }),
        after: { position: 5, status: false, en_text: 'Off now', local_text: 'Patay' },
      }),
      expect.objectContaining({
        action: 'sites/delete_marquee',
        targetId: String(second.id),
        before: expect.objectContaining({ en_text: 'Second' }),
        after: null,
      }),
    ]);
  });

  it('adds, edits and deletes an announcement: titles as text, bodies sanitised, the news shows it at once', async () => {
    const before = (await kit.auditEntries()).length;
    const added = await call<Saved<AnnouncementRow>>(
      'sites/save_announcement',
      {
        site_id: kit.siteA.id,
        status: true,
        en_title: '<script>x</script> Maintenance',
        local_title: 'Pagpapanatili',
        en_content: '<p>Sunday</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
        local_content: '<p>Linggo</p>',
        published_at: '2030-01-02T03:00:00.000Z',
      },
      manager,
    );
    expect(added.statusCode).toBe(1);
    const row = added.value.find((candidate) => candidate.id === added.id);
    expect(row).toMatchObject({
      en_title: '<script>x</script> Maintenance',
      en_content: '<p>Sunday</p><img src="/x.png" />',
      status: true,
      published_at: '2030-01-02T03:00:00.000Z',
    });
    expect(await shownNews()).toEqual([
      expect.objectContaining({
        id: added.id,
        en_title: '<script>x</script> Maintenance',
        en_content: row?.en_content,
      }),
    ]);

    const edited = await call<Saved<AnnouncementRow>>(
      'sites/save_announcement',
      {
        site_id: kit.siteA.id,
        id: added.id,
        status: false,
        en_title: 'Maintenance done',
        local_title: 'Tapos na',
        en_content: '<p>Back</p>',
        local_content: '<p>Balik</p>',
      },
      manager,
    );
    // The date is kept when none is given.
    expect(edited.value).toEqual([
      expect.objectContaining({
        id: added.id,
        status: false,
        en_title: 'Maintenance done',
        published_at: row?.published_at,
      }),
    ]);
    expect(await shownNews()).toEqual([]);

    const deleted = await call<Envelope & { value: AnnouncementRow[] }>(
      'sites/delete_announcement',
      { site_id: kit.siteA.id, id: added.id },
      manager,
    );
    expect(deleted).toEqual({ statusCode: 1, message: expect.any(String), value: [] });

    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/save_announcement',
        targetKind: 'announcement',
        targetId: String(added.id),
        siteId: kit.siteA.id,
        before: null,
        after: expect.objectContaining({
          en_title: '<script>x</script> Maintenance',
          en_content: row?.en_content,
        }),
      }),
      expect.objectContaining({
        action: 'sites/save_announcement',
        before: expect.objectContaining({ en_title: '<script>x</script> Maintenance', status: true }),
        after: expect.objectContaining({ en_title: 'Maintenance done', status: false }),
      }),
      expect.objectContaining({
        action: 'sites/delete_announcement',
        before: expect.objectContaining({ en_title: 'Maintenance done' }),
        after: null,
      }),
    ]);
  });

  it('refuses support, viewer and finance, and changes nothing', async () => {
    const kept = await call<Saved<MarqueeRow>>(
      'sites/save_marquee',
      { site_id: kit.siteA.id, status: true, en_text: 'Kept', local_text: 'Kept' },
      manager,
    );
    const sessions: string[] = [];
    for (const role of ['support', 'viewer', 'finance'] as const) {
      sessions.push(
        await kit.signIn(await kit.addStaff(`${role}-content@sites.example.com`, role, [kit.siteA.id])),
      );
    }
    const marqueeBefore = await shownMarquee();
    const newsBefore = await shownNews();
    const before = (await kit.auditEntries()).length;
    const attempts: [string, object][] = [
      ['sites/save_marquee', { site_id: kit.siteA.id, status: true, en_text: 'Mine', local_text: 'Mine' }],
      [
        'sites/save_marquee',
        { site_id: kit.siteA.id, id: kept.id, status: false, en_text: 'X', local_text: 'X' },
      ],
      ['sites/delete_marquee', { site_id: kit.siteA.id, id: kept.id }],
      [
        'sites/save_announcement',
        {
          site_id: kit.siteA.id,
          status: true,
          en_title: 'T',
          local_title: 'T',
          en_content: '',
          local_content: '',
        },
      ],
    ];
    for (const session of sessions) {
      for (const [path, body] of attempts) {
        expect(await call(path, body, session)).toEqual({ statusCode: 0, message: 'staffForbidden' });
      }
    }
    expect(await shownMarquee()).toEqual(marqueeBefore);
    expect(await shownNews()).toEqual(newsBefore);
    const refusals = await since(before);
    expect(refusals).toHaveLength(12);
    expect(refusals.every((entry) => entry.outcome === 'refused')).toBe(true);
  });

  it("keeps a site manager to their own sites and ids: another site's staff get staffSiteForbidden", async () => {
    const betaManager = await kit.signIn(
      await kit.addStaff('beta-content@sites.example.com', 'siteManager', [kit.siteB.id]),
    );
    const onBeta = await call<Saved<MarqueeRow>>(
      'sites/save_marquee',
      { site_id: kit.siteB.id, status: true, en_text: 'Beta only', local_text: 'Beta only' },
      betaManager,
    );
    expect(onBeta.statusCode).toBe(1);
    const alphaBefore = await shownMarquee();
    for (const [path, body] of [
      ['sites/marquee', { site_id: kit.siteA.id }],
      ['sites/save_marquee', { site_id: kit.siteA.id, status: true, en_text: 'Mine', local_text: 'Mine' }],
      ['sites/delete_announcement', { site_id: kit.siteA.id, id: 1 }],
    ] as const) {
      expect(await call(path, body, betaManager)).toEqual({ statusCode: 0, message: 'staffSiteForbidden' });
    }
    // Beta's message named under alpha, where the alpha manager may act: unknown there, nothing changes.
    expect(
      await call('sites/delete_marquee', { site_id: kit.siteA.id, id: onBeta.id }, manager),
    ).toMatchObject({ statusCode: 0, message: 'invalidMarquee' });
    expect(
      await call(
        'sites/save_marquee',
        { site_id: kit.siteA.id, id: onBeta.id, status: true, en_text: 'Taken', local_text: 'Taken' },
        manager,
      ),
    ).toMatchObject({ statusCode: 0, message: 'invalidMarquee' });
    expect(await shownMarquee('beta.test')).toEqual([
      { id: onBeta.id, en_text: 'Beta only', local_text: 'Beta only' },
    ]);
    expect(await shownMarquee()).toEqual(alphaBefore);
  });

  it('refuses empty text and bad fields, and changes nothing', async () => {
    const marqueeBefore = await call<{ value: MarqueeRow[] }>(
      'sites/marquee',
      { site_id: kit.siteA.id },
      manager,
    );
    const bad: [string, object][] = [
      ['sites/save_marquee', { site_id: kit.siteA.id, status: true, en_text: '   ', local_text: 'x' }],
      [
        'sites/save_marquee',
        { site_id: kit.siteA.id, status: true, en_text: 'x'.repeat(501), local_text: 'x' },
      ],
      ['sites/save_marquee', { site_id: kit.siteA.id, en_text: 'x', local_text: 'x' }],
      [
        'sites/save_announcement',
        {
          site_id: kit.siteA.id,
          status: true,
          en_title: '',
          local_title: 'T',
          en_content: '',
          local_content: '',
        },
      ],
      [
        'sites/save_announcement',
        {
          site_id: kit.siteA.id,
          status: true,
          en_title: 'T',
          local_title: 'T',
          en_content: '',
          local_content: '',
          published_at: 'tomorrow',
        },
      ],
    ];
    for (const [path, body] of bad) {
      expect(await call<Envelope>(path, body, manager)).toMatchObject({ message: 'invalidRequest' });
    }
    expect(await call('sites/marquee', { site_id: kit.siteA.id }, manager)).toEqual(marqueeBefore);
    expect(await shownNews()).toEqual([]);
  });

  it('keeps at most 20 marquee messages, as the operator command does', async () => {
    const existing = (
      await call<{ value: MarqueeRow[] }>('sites/marquee', { site_id: kit.siteA.id }, manager)
    ).value;
    for (let i = existing.length; i < 20; i += 1) {
      const saved = await call<Envelope>(
        'sites/save_marquee',
        { site_id: kit.siteA.id, status: true, en_text: `Message ${i}`, local_text: `Mensahe ${i}` },
        manager,
      );
      expect(saved.statusCode).toBe(1);
    }
    expect(
      await call(
        'sites/save_marquee',
        { site_id: kit.siteA.id, status: true, en_text: 'One too many', local_text: 'Sobra' },
        manager,
      ),
    ).toMatchObject({ statusCode: 0, message: 'invalidMarquee' });
    const kept = (await call<{ value: MarqueeRow[] }>('sites/marquee', { site_id: kit.siteA.id }, manager))
      .value;
    expect(kept).toHaveLength(20);
    expect(kept.map((row) => row.en_text)).not.toContain('One too many');
  });
});
