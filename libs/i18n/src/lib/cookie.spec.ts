import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  readCookie,
  readLocaleCookie,
  writeLocaleCookie,
} from './cookie';

/** A document whose cookie setter records what the page writes, as a browser receives it. */
function recordingDocument(protocol = 'http:', initial = '') {
  const writes: string[] = [];
  let jar = initial;
  return {
    writes,
    location: { protocol },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
      jar = value.split(';')[0] ?? '';
    },
  };
}

describe('the locale cookie', () => {
  it('is i18n_redirected, kept 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  it('is written for 365 days on path / with SameSite=Lax', () => {
    const doc = recordingDocument();
    writeLocaleCookie(doc, 'VI');
    expect(doc.writes).toEqual(['i18n_redirected=VI; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('is Secure on a page served over HTTPS', () => {
    const doc = recordingDocument('https:');
    writeLocaleCookie(doc, 'CT');
    expect(doc.writes).toEqual(['i18n_redirected=CT; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it('is read back among other cookies', () => {
    expect(readLocaleCookie({ cookie: 'viewport=mobile; i18n_redirected=RUS; other=1' })).toBe('RUS');
    expect(readLocaleCookie({ cookie: 'i18n_redirected=bn' })).toBe('BN');
    const doc = recordingDocument();
    writeLocaleCookie(doc, 'NE');
    expect(readLocaleCookie(doc)).toBe('NE');
  });

  it('is ignored when absent or not a catalogue code', () => {
    expect(readLocaleCookie({ cookie: '' })).toBeNull();
    expect(readLocaleCookie({ cookie: 'x_i18n_redirected=EN' })).toBeNull();
    expect(readLocaleCookie({ cookie: 'i18n_redirected=fr' })).toBeNull();
  });

  it('reads encoded values and keeps malformed ones as they are', () => {
    expect(readCookie('a=b%20c; d=e', 'a')).toBe('b c');
    expect(readCookie('a=%E0%A4', 'a')).toBe('%E0%A4');
    expect(readCookie('a=1', 'b')).toBeNull();
  });
});
