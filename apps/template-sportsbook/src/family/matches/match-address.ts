/** The highest id a match can have on the wire. */
const MAX_MATCH_ID = 2_147_483_647;

/** The match of the sports page's address (`?match=12`), or null for the list. */
export function matchIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_MATCH_ID ? id : null;
}

/** The address of a match's page: the sports page (in the player's language) with the match's id. */
export function matchPath(localePath: (path: string) => string, matchId: number): string {
  return `${localePath('/sports')}?match=${matchId}`;
}
