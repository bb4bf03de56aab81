/**
 * Lays a reel strip out from how many of each symbol it holds: every symbol's copies are spread evenly
 * along the strip, so that a model's strips read naturally and its scatters sit far apart.
 */
export function stripFromCounts(counts: Readonly<Record<string, number>>): string[] {
  const length = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const placed: { id: string; at: number; order: number }[] = [];
  Object.entries(counts).forEach(([id, count], order) => {
    for (let i = 0; i < count; i += 1) placed.push({ id, at: ((i + 0.5) * length) / count, order });
  });
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  return placed.map((p) => p.id);
}

/** How many of each symbol a strip holds. */
export function countsOf(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of strip) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The ids shown by a reel stopped at `stop`: positions stop, stop+1, stop+2, wrapping. */
export function windowAt(strip: readonly string[], stop: number, rows = 3): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as string);
}
