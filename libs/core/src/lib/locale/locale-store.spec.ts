import * as i18n from '@wl/i18n';
import { NavigationPort } from '../routes/navigation';
import { LocaleStore } from './locale-store';

const SITE_LANGUAGES = [
  { code: 'EN', is_default: true },
  { code: 'VI', is_default: false },
];

function setup(pathname = '/promotions') {
  const navigation = new NavigationPort({
    pathname,
    search: '?a=1',
    hash: '',
    assign: jest.fn(),
    replace: jest.fn(),
  });
  const navigate = jest.fn();
  navigation.attach(navigate);
  const changeLanguage = jest.fn(async (code: string) => code as 'EN' | 'VI');
  const onLoadError = jest.fn();
  const doc = { cookie: '' };
  const store = new LocaleStore({ catalogue: { ...i18n, changeLanguage }, navigation, onLoadError, doc });
  store.configure(SITE_LANGUAGES, 'EN');
  return { store, navigate, changeLanguage, onLoadError, doc };
}

it("switches the language (with the cookie) and moves to the page's path in it", async () => {
  const { store, navigate, changeLanguage, doc } = setup();
  await store.switchTo('VI');
  expect(changeLanguage).toHaveBeenCalledWith('VI', { document: doc });
  expect(store.language).toBe('VI');
  expect(navigate).toHaveBeenCalledWith('/vi/promotions?a=1', {});
  expect(store.path('/login')).toBe('/vi/login');
  expect(store.switching).toBe(false);
});

it('does nothing for the language shown', async () => {
  const { store, changeLanguage } = setup();
  await store.switchTo('EN');
  expect(changeLanguage).not.toHaveBeenCalled();
});

it('hands a failed message download to the load-error handler and stays in its language', async () => {
  const { store, changeLanguage, onLoadError, navigate } = setup();
  const error = Object.assign(new Error('Loading chunk i18n-VI-ui-json failed.'), { name: 'ChunkLoadError' });
  changeLanguage.mockRejectedValueOnce(error);
  await store.switchTo('VI');
  expect(onLoadError).toHaveBeenCalledWith(error);
  expect(store.language).toBe('EN');
  expect(navigate).not.toHaveBeenCalled();
});

it('follows a path in another language without writing the cookie', async () => {
  const { store, changeLanguage } = setup();
  await store.followPath('/vi/slots');
  expect(changeLanguage).toHaveBeenCalledWith('VI');
  expect(store.language).toBe('VI');
  await store.followPath('/vi');
  expect(changeLanguage).toHaveBeenCalledTimes(1);
});

it('offers the languages of the site that have a name', () => {
  const { store } = setup();
  expect(store.choices.map((c) => c.code)).toEqual(['EN', 'VI']);
});
