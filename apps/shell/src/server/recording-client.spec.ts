import { getMatchList, getPublicOdds, type PageRenderRequest } from '@wl/api';
import { RecordingClient } from './recording-client';

const ok = (fields: Record<string, unknown>) => ({ statusCode: 1, message: 'OK', ...fields });

/** A render request whose calls the site server answers with what it was asked (path and fields). */
function renderRequest(
  asked: { path: string; body: Readonly<Record<string, unknown>> }[],
): PageRenderRequest {
  return {
    host: 'sportsbook1.localhost',
    pathname: '/sports',
    search: '',
    cookie: '',
    nonce: 'n',
    startup: {} as PageRenderRequest['startup'],
    manifest: { remotes: {} },
    serverRemotes: {},
    answers: [],
    call: async (path, body) => {
      asked.push({ path, body });
      return ok({ value: [], matches: [], leagues: [], teams: [], asked: body });
    },
  };
}

describe('the recording client of a server render', () => {
  it("asks and records a GET with its query, so the page's answer is found by the same query", async () => {
    const asked: { path: string; body: Readonly<Record<string, unknown>> }[] = [];
    const recording = new RecordingClient(renderRequest(asked));
    await getPublicOdds(recording.collecting(), { bet_type: '1X2' });
    await getMatchList(recording.collecting());
    expect(asked).toEqual([
      { path: 'home/public_odds', body: { bet_type: '1X2' } },
      { path: 'home/match_list', body: {} },
    ]);
    const replaying = recording.replaying();
    expect(await getPublicOdds(replaying, { bet_type: '1X2' })).toMatchObject({ asked: { bet_type: '1X2' } });
    expect(replaying.preloaded?.take('home/public_odds', { bet_type: 'HDP' })).toBeUndefined();
    expect(replaying.preloaded?.take('home/public_odds', undefined)).toBeUndefined();
    expect(replaying.preloaded?.take('home/match_list', undefined)).toBeDefined();
  });
});
