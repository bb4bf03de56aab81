import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileNamespaces, findKeyUsages } from './key-usage';
import { NAMESPACES, type Namespace } from './languages';
import { CLIENT_MESSAGE_KEYS, SERVER_MESSAGE_KEYS, STARTUP_MESSAGE_KEYS } from './message-keys';
import { setupI18n } from './setup';
import {
  WORKSPACE as workspace,
  browserProjects,
  readRemoteMessages,
  remoteMessageFolders,
} from './testing/remote-message-folders';

function readMessages(language: string, namespace: Namespace): Record<string, string> {
  return JSON.parse(readFileSync(path.join(__dirname, 'messages', language, `${namespace}.json`), 'utf8'));
}
const remoteFolders = remoteMessageFolders();
/** English messages by namespace: the shell's five and each remote's own. */
const english: Record<string, Record<string, string>> = {
  ...Object.fromEntries(NAMESPACES.map((ns) => [ns, readMessages('EN', ns)])),
  ...Object.fromEntries(remoteFolders.map((folder) => [folder.namespace, readRemoteMessages(folder, 'EN')])),
};
const allNamespaces = Object.keys(english);

/** Keys that reach t() as values, not as literals (exported by the lib, so callers share the lists). */
const keysUsedAsValues: Partial<Record<string, readonly string[]>> = {
  ui: STARTUP_MESSAGE_KEYS,
  validation: [],
  errors: [...SERVER_MESSAGE_KEYS, ...CLIENT_MESSAGE_KEYS],
  messages: [],
  _m: [],
};

/**
 * The one list of keys written ahead of their screens: the register, deposit, withdrawal and
 * bottom-navigation screens of the next issue. A key here is exempt from the unused-key check only while
 * it has no caller (a test below fails once one lands, so the entry goes with it); every other key must
 * be used. Remove the entries as the screens arrive.
 */
const keysAwaitingScreens: Partial<Record<string, readonly string[]>> = {
  // Field rules of the register, deposit and withdrawal forms.
  validation: [
    'invalidUrl',
    'lettersOnly',
    'numbersOnly',
    'passwordSameAsCurrent',
    'minLength',
    'minAmount',
    'maxAmount',
  ],
  // Toasts of those screens.
  messages: ['saved', 'rewardClaimed', 'depositSubmitted', 'withdrawalSubmitted'],
  // Labels of the bottom navigation and its menu.
  _m: ['withdraw', 'inbox', 'vip', 'favourites', 'referral', 'sports', 'slots'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

// Browser projects only: server and end-to-end code never translates (and may have its own t()).
const usages = browserProjects().flatMap((dir) =>
  sourceFiles(dir).flatMap((file) =>
    findKeyUsages(readFileSync(file, 'utf8')).map((usage) => ({
      ...usage,
      file: path.relative(workspace, file),
    })),
  ),
);

/** A plural form's key without its form (`tokenCount_one` → `tokenCount`); other keys unchanged. */
const pluralBase = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

/**
 * i18next looks a key up in the given namespaces, then in the fallback namespace `errors`; a key used
 * with a count is found by its plural forms (`tokenCount_other`).
 */
function resolve(key: string, namespaces: readonly string[]): string | undefined {
  return [...namespaces, 'errors'].find(
    (ns) => key in (english[ns] ?? {}) || `${key}_other` in (english[ns] ?? {}),
  );
}

const used = new Set(
  usages.flatMap(({ key, namespaces }) => {
    const ns = resolve(key, namespaces);
    return ns ? [`${ns}:${key}`] : [];
  }),
);

describe('finding the keys a source file uses', () => {
  it('reads t() in the default namespace, ns:key and the ns option', () => {
    const source = `t('loading'); i18n.t("retry"); t('errors:sessionExpired'); t('home', { ns: '_m' });`;
    expect(findKeyUsages(source)).toEqual([
      { key: 'loading', namespaces: ['ui'] },
      { key: 'retry', namespaces: ['ui'] },
      { key: 'sessionExpired', namespaces: ['errors'] },
      { key: 'home', namespaces: ['_m'] },
    ]);
  });

  it('reads the keys a store hands to its translate() or notify()', () => {
    const source = `this.translate('messages:confirm'); this.notify('messages:loggedOut'); notify(x);`;
    expect(findKeyUsages(source)).toEqual([
      { key: 'confirm', namespaces: ['messages'] },
      { key: 'loggedOut', namespaces: ['messages'] },
    ]);
  });

  it("resolves unqualified keys in the file's useTranslation namespaces, in order", () => {
    const source =
      "const { t } = useTranslation(['validation', 'ui']); t('invalidEmail'); <Trans i18nKey=\"_m:menu\" />";
    expect(fileNamespaces(source)).toEqual(['validation', 'ui']);
    expect(findKeyUsages(source)).toEqual([
      { key: 'invalidEmail', namespaces: ['validation', 'ui'] },
      { key: 'menu', namespaces: ['_m'] },
    ]);
    expect(fileNamespaces(`useTranslation('messages'); useTranslation();`)).toEqual(['messages', 'ui']);
    expect(fileNamespaces(`i18n.getFixedT(null, 'errors')`)).toEqual(['errors']);
  });

  it('finds the usages of the shell and the remotes', () => {
    expect(usages.length).toBeGreaterThan(20);
    expect(usages).toContainEqual(
      expect.objectContaining({ key: 'pageNotFound', file: 'apps/shell/src/app/NotFoundPage.tsx' }),
    );
  });

  it("finds each family remote's own namespace and reads its keys there", () => {
    expect(remoteFolders.map((folder) => folder.namespace).sort()).toEqual([
      'cashier',
      'casino',
      'member',
      'protection',
      'rewards',
      'slot',
      'sportsbook',
      'wallet',
    ]);
    expect(findKeyUsages(`t('sportsbook:sbMarket1X2')`)).toEqual([
      { key: 'sbMarket1X2', namespaces: ['sportsbook'] },
    ]);
    expect(usages).toContainEqual(
      expect.objectContaining({ key: 'sbMarket1X2', namespaces: ['sportsbook'] }),
    );
    // A family's key has no text in the shell's files.
    expect(resolve('sbMarket1X2', ['ui'])).toBeUndefined();
  });
});

describe('English messages', () => {
  it('has every key the product uses, in the namespace it is used from', () => {
    const missing = usages
      .filter(({ key, namespaces }) => !resolve(key, namespaces))
      .map(({ key, namespaces, file }) => `${namespaces.join('|')}:${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has every key that reaches t() as a value', () => {
    for (const ns of NAMESPACES) {
      expect((keysUsedAsValues[ns] ?? []).filter((key) => !(key in (english[ns] ?? {})))).toEqual([]);
    }
  });

  it('has no key the product does not use, in the shell or in a remote', () => {
    const unused = allNamespaces.flatMap((ns) =>
      Object.keys(english[ns] ?? {})
        .filter((key) => !used.has(`${ns}:${pluralBase(key)}`) && !(keysUsedAsValues[ns] ?? []).includes(key))
        .filter((key) => !(keysAwaitingScreens[ns] ?? []).includes(key))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('lists as awaiting their screens only existing keys that have no caller yet', () => {
    const listed = Object.entries(keysAwaitingScreens).flatMap(([ns, keys]) =>
      (keys ?? []).map((key) => ({ ns: ns as Namespace, key })),
    );
    expect(
      listed.filter(({ ns, key }) => !(key in (english[ns] ?? {}))).map(({ ns, key }) => `${ns}:${key}`),
    ).toEqual([]);
    expect(
      listed
        .filter(({ ns, key }) => used.has(`${ns}:${key}`) || (keysUsedAsValues[ns] ?? []).includes(key))
        .map(({ ns, key }) => `${ns}:${key}`),
    ).toEqual([]);
  });

  it('loads into i18next and interpolates values', async () => {
    const i18n = await setupI18n('EN');
    expect(i18n.t('pageNotFound', { path: '/nope' })).toBe('Page not found: /nope');
    expect(i18n.t('errors:pageValidationFailed', { path: '/nope' })).toBe('Page Not Found: /nope');
    expect(i18n.t('validation:invalidEmail')).toBe('Invalid email address');
    expect(i18n.t('validation:invalidUrl')).toBe('Invalid URL');
  });
});
