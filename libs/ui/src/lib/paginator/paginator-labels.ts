/** Accessible names of the controls, from the caller's translations. Numbers arrive already localized. */
export interface PaginatorLabels {
  /** Name of the navigation landmark, e.g. "Pagination". */
  navigation: string;
  /** e.g. (page) => `Page ${page}` */
  page: (page: string) => string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** e.g. (count) => `Back ${count} pages`; names the backward jump and the starting breakpoint (…). */
  jumpBackward: (count: string) => string;
  /** e.g. (count) => `Forward ${count} pages`; names the forward jump and the ending breakpoint (…). */
  jumpForward: (count: string) => string;
}
