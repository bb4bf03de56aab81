import { APPSFLYER_STORAGE_KEY, readAttribution, rememberAppsflyerId } from './attribution';

beforeEach(() => localStorage.clear());

it('saves the appsflyer_id query parameter to local storage', () => {
  rememberAppsflyerId('?appsflyer_id=af-1&x=2', localStorage);
  expect(localStorage.getItem(APPSFLYER_STORAGE_KEY)).toBe('af-1');
});

it('keeps an id stored before', () => {
  localStorage.setItem(APPSFLYER_STORAGE_KEY, 'first');
  rememberAppsflyerId('?appsflyer_id=second', localStorage);
  expect(localStorage.getItem(APPSFLYER_STORAGE_KEY)).toBe('first');
});

it('stores nothing without the parameter', () => {
  rememberAppsflyerId('?x=1', localStorage);
  rememberAppsflyerId('?appsflyer_id=', localStorage);
  expect(localStorage.getItem(APPSFLYER_STORAGE_KEY)).toBeNull();
});

it('reads the ad cookie and the stored AppsFlyer id', () => {
  expect(readAttribution('a=1', localStorage)).toEqual({});
  localStorage.setItem(APPSFLYER_STORAGE_KEY, 'af-9');
  expect(readAttribution('_fbp=fb.1.123.456; i18n_redirected=EN', localStorage)).toEqual({
    fbp: 'fb.1.123.456',
    appsflyer_id: 'af-9',
  });
});
