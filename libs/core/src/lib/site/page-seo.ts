import { getSeo, isSuccess, type ApiTransport, type SeoRecord, type SiteRequest } from '@wl/api';

/**
 * The SEO record of each page, asked once per page name: the page's own, else the home record (as the
 * site server picks them), else null. A failed call is not remembered, so a later visit asks again.
 */
export class PageSeo {
  private readonly records = new Map<string, Promise<SeoRecord | null>>();

  constructor(
    private readonly api: ApiTransport,
    private readonly site: () => SiteRequest,
  ) {}

  recordFor(pageName: string): Promise<SeoRecord | null> {
    let record = this.records.get(pageName);
    if (!record) {
      record = this.fetch(pageName);
      this.records.set(pageName, record);
    }
    return record;
  }

  private async fetch(pageName: string): Promise<SeoRecord | null> {
    const answer = await getSeo(this.api, { ...this.site(), page_name: pageName });
    if (isSuccess(answer) && answer.value) return answer.value;
    if (!isSuccess(answer)) this.records.delete(pageName);
    return pageName === 'home' ? null : this.recordFor('home');
  }
}
