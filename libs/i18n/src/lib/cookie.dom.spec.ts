/**
 * @jest-environment jsdom
 */
import { readLocaleCookie, writeLocaleCookie } from './cookie';

describe('the locale cookie in a real document', () => {
  it('round-trips through document.cookie next to other cookies', () => {
    document.cookie = 'viewport=mobile; Path=/';
    writeLocaleCookie(document, 'MS');
    expect(document.cookie).toContain('i18n_redirected=MS');
    expect(readLocaleCookie(document)).toBe('MS');
    writeLocaleCookie(document, 'EN');
    expect(readLocaleCookie(document)).toBe('EN');
    expect(document.cookie).toContain('viewport=mobile');
  });
});
