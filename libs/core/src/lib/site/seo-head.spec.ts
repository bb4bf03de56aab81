import type { SeoRecord } from '@wl/api';
import { applySeoHead } from './seo-head';

function record(page: string, fields: Partial<SeoRecord> = {}): SeoRecord {
  return {
    id: 1,
    page_name: page,
    en_item_name: page,
    en_body: '',
    local_item_name: page,
    local_body: '',
    meta_title: `${page} | Golden Palace`,
    meta_desc: `Play ${page} at Golden Palace.`,
    meta_keywords: `${page}, casino`,
    meta_url: '',
    meta_canonical: '',
    meta_author: 'Golden Palace',
    meta_publisher: 'Golden Palace',
    meta_lang: 'en',
    meta_image_url: '',
    ...fields,
  };
}

const meta = (selector: string) => document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`);

describe('applySeoHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="from the server" />';
  });

  it("writes the page's title, description, keywords and open-graph tags, replacing the previous page's", () => {
    applySeoHead(document, record('slots'), { siteName: 'Golden Palace', url: 'https://x.test/slots' });
    applySeoHead(document, record('about'), { siteName: 'Golden Palace', url: 'https://x.test/about' });

    expect(document.title).toBe('about | Golden Palace');
    expect(meta('name="description"')).toHaveLength(1);
    expect(meta('name="description"')[0]?.content).toBe('Play about at Golden Palace.');
    expect(meta('name="keywords"')[0]?.content).toBe('about, casino');
    expect(meta('property="og:title"')).toHaveLength(1);
    expect(meta('property="og:title"')[0]?.content).toBe('about | Golden Palace');
    expect(meta('property="og:description"')[0]?.content).toBe('Play about at Golden Palace.');
    expect(meta('property="og:url"')[0]?.content).toBe('https://x.test/about');
  });

  it("falls back to the site's name and drops the description when there is no record", () => {
    applySeoHead(document, null, { siteName: 'Golden Palace', url: 'https://x.test/vi' });

    expect(document.title).toBe('Golden Palace');
    expect(meta('property="og:title"')[0]?.content).toBe('Golden Palace');
    expect(meta('name="description"')).toHaveLength(0);
    expect(meta('property="og:description"')).toHaveLength(0);
  });

  it('keeps a hostile title as text', () => {
    const title = '</title><script>alert(1)</script>';
    applySeoHead(document, record('home', { meta_title: title }), { siteName: 'G', url: 'https://x.test/' });

    expect(document.title).toBe(title);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
