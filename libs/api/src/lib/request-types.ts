/** A call about the site itself, found by host name. */
export interface SiteRequest {
  domain_name: string;
  external_id?: string;
}

/** A call of a signed-in player: `auth` is the session token the login answer gave. */
export interface MemberRequest {
  account_id: string;
  auth: string;
}
