/**
 * An account id as public feeds show it: the first two and the last two characters (de***12); short ids
 * keep only their first character, so no id is ever shown whole.
 */
export function maskAccountId(accountId: string): string {
  const chars = [...accountId];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
