/** A partner of the site, as the partners call returns it (spec section 3). */
export interface Partner {
  /** Where the partner's logo links to. */
  href: string;
  /** Full URL of the logo (the caller adds the image base URL). */
  img_url: string;
  partner_name: string;
}
