/** Where the platform serves a game's generated artwork (media/game-art-svg.ts draws it). */
export function gameImageUrl(providerCode: string, gameCode: string): string {
  return `/api/media/game/${encodeURIComponent(providerCode)}/${encodeURIComponent(gameCode)}.svg`;
}

export function providerLogoUrl(providerCode: string): string {
  return `/api/media/provider/${encodeURIComponent(providerCode)}.svg`;
}
