import { fakeApi } from '../../testing/fake-api';
import { PageSeo } from './page-seo';

const SITE = { domain_name: 'casino1.localhost' };
const record = (page_name: string) => ({
  id: 1,
  page_name,
  en_item_name: '',
  en_body: '',
  local_item_name: '',
  local_body: '',
  meta_title: `${page_name} title`,
  meta_desc: '',
  meta_keywords: '',
  meta_url: '',
  meta_canonical: '',
  meta_author: '',
  meta_publisher: '',
  meta_lang: 'en',
  meta_image_url: '',
});

describe('PageSeo', () => {
  it("gives a page's own record and asks for it once", async () => {
    const { api, calls } = fakeApi((_path, body) => ({
      statusCode: 1,
      message: 'OK',
      value: record(String(body?.['page_name'])),
    }));
    const seo = new PageSeo(api, () => SITE);
    expect((await seo.recordFor('slots'))?.meta_title).toBe('slots title');
    await seo.recordFor('slots');
    expect(calls.map((call) => call.body)).toEqual([{ ...SITE, page_name: 'slots' }]);
  });

  it('falls back to the home record when the page has none, and to null when home has none either', async () => {
    const { api } = fakeApi((_path, body) => ({
      statusCode: 1,
      message: 'OK',
      value: body?.['page_name'] === 'home' ? record('home') : null,
    }));
    expect((await new PageSeo(api, () => SITE).recordFor('bingo'))?.meta_title).toBe('home title');

    const empty = fakeApi(() => ({ statusCode: 1, message: 'OK', value: null }));
    expect(await new PageSeo(empty.api, () => SITE).recordFor('bingo')).toBeNull();
  });

  it('asks again after a failed call', async () => {
    let up = false;
    const { api, calls } = fakeApi((_path, body) =>
      up
        ? { statusCode: 1, message: 'OK', value: record(String(body?.['page_name'])) }
        : { statusCode: -503, message: 'serviceUnavailable' },
    );
    const seo = new PageSeo(api, () => SITE);
    expect(await seo.recordFor('about')).toBeNull();
    up = true;
    expect((await seo.recordFor('about'))?.meta_title).toBe('about title');
    expect(calls.filter((call) => call.body?.['page_name'] === 'about')).toHaveLength(2);
  });
});
