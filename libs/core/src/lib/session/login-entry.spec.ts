import * as i18n from '@wl/i18n';
import { findTemplate } from '@wl/site-model';
import { ModalStore } from '../feedback/modal-store';
import { LocaleStore } from '../locale/locale-store';
import { NavigationPort } from '../routes/navigation';
import { SiteStore } from '../stores/site-store';
import { startupAnswer } from '../../testing/fake-api';
import { LoginEntryService, safeRedirect } from './login-entry';

function setup(themeCode: string, themeColor: string) {
  const layout = new SiteStore();
  const base = startupAnswer();
  layout.applyStartup(
    startupAnswer({ site: base.site && { ...base.site, theme_code: themeCode, theme_color: themeColor } }),
  );
  expect(layout.template).toBe(findTemplate(themeCode));
  const modals = new ModalStore();
  const navigation = new NavigationPort(null);
  const navigate = jest.fn();
  navigation.attach(navigate);
  const locale = new LocaleStore({ catalogue: i18n, navigation });
  locale.configure(layout.language, 'EN');
  return {
    service: new LoginEntryService({ site: layout, modals, navigation, locale }),
    modals,
    navigate,
    locale,
  };
}

afterEach(() => jest.useRealTimers());

it('sends a guest of most templates to /login, with the way back', () => {
  const { service, navigate, modals } = setup('casino1', 'gold');
  service.send('/account?tab=1');
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Faccount%3Ftab%3D1', { replace: true });
  expect(modals.current).toBeNull();
});

it('does not send the player back to the login page itself', () => {
  const { service, navigate } = setup('casino1', 'gold');
  service.open('/login?redirect=%2Faccount');
  expect(navigate).toHaveBeenCalledWith('/login', {});
});

it('uses the locale prefix of the language shown', () => {
  const { service, navigate, locale } = setup('casino1', 'gold');
  locale.configure(
    [
      { code: 'EN', is_default: true },
      { code: 'VI', is_default: false },
    ],
    'VI',
  );
  service.send('/vi/account');
  expect(navigate).toHaveBeenCalledWith('/vi/login?redirect=%2Fvi%2Faccount', { replace: true });
});

it.each([
  ['slot2', 'sunset', 'loginmodal'],
  ['slot4', 'neon', 'loginmodal'],
  ['sportsbook1', 'pitch', 'loginmodal'],
  ['slot5', 'neon', 'modal-signin'],
] as const)('sends a guest of %s to / and opens #%s after 1 s', (theme, color, modalId) => {
  jest.useFakeTimers();
  const { service, navigate, modals } = setup(theme, color);
  service.send('/account');
  expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  jest.advanceTimersByTime(999);
  expect(modals.current).toBeNull();
  jest.advanceTimersByTime(1);
  expect(modals.current).toBe(modalId);
});

it('opens the modal at once when the player asks to sign in', () => {
  const { service, modals, navigate } = setup('slot5', 'neon');
  service.open();
  expect(modals.current).toBe('modal-signin');
  expect(navigate).not.toHaveBeenCalled();
});

it('follows only paths of this site after sign-in', () => {
  expect(safeRedirect('/account')).toBe('/account');
  expect(safeRedirect('//evil.example.com')).toBeNull();
  expect(safeRedirect('https://evil.example.com')).toBeNull();
  expect(safeRedirect('/\\evil.example.com')).toBeNull();
  expect(safeRedirect('')).toBeNull();
  expect(safeRedirect(null)).toBeNull();
});

it('links to /register with the way back, except to the sign-in pages or home', () => {
  const { service } = setup('casino1', 'gold');
  expect(service.registerPagePath('/slots?page=2')).toBe('/register?redirect=%2Fslots%3Fpage%3D2');
  expect(service.registerPagePath('/login?redirect=%2Faccount')).toBe('/register');
  expect(service.registerPagePath('/forgot-password')).toBe('/register');
  expect(service.registerPagePath('/')).toBe('/register');
  expect(service.registerPagePath('//evil.example.com')).toBe('/register');
  expect(service.loginPagePath('/register?redirect=%2Fslots')).toBe('/login');
  expect(service.loginPagePath('/')).toBe('/login?redirect=%2F');
});
