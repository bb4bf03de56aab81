/** A list's site filter as chosen in a select ('' for every site of the staff member): `site_id` or nothing. */
export function siteFilter(siteId: string): { site_id?: number } {
  const site = Number(siteId);
  return siteId !== '' && Number.isInteger(site) && site > 0 ? { site_id: site } : {};
}
