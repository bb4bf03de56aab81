import i18next from 'i18next';
import type { LanguageCode } from './languages';
import { registerMessages, type BundleLoader } from './remote-messages';
import { changeLanguage, setupI18n } from './setup';

const TEXTS: Partial<Record<LanguageCode, Record<string, string>>> = {
  EN: { oddsTitle: 'Odds' },
  VI: { oddsTitle: 'Tỷ lệ cược' },
  RUS: { oddsTitle: 'Коэффициенты' },
};

/** A family's bundle loader that records the languages asked for; `failing` languages fail once. */
function familyLoader(failing: LanguageCode[] = []) {
  const calls: LanguageCode[] = [];
  const load: BundleLoader = async (language) => {
    calls.push(language);
    const index = failing.indexOf(language);
    if (index >= 0) {
      failing.splice(index, 1);
      throw new Error('ChunkLoadError');
    }
    return TEXTS[language] ?? {};
  };
  return { calls, load };
}

it("loads a registered namespace in the page's language, once, and with every switch before it shows", async () => {
  const { calls, load } = familyLoader();
  const ready = registerMessages('family', load);
  await ready();
  expect(calls).toEqual([]);

  await setupI18n('VI');
  expect(calls).toEqual(['VI']);
  expect(i18next.t('family:oddsTitle')).toBe('Tỷ lệ cược');
  await ready();
  expect(calls).toEqual(['VI']);

  const switching = changeLanguage('RUS');
  expect(i18next.t('family:oddsTitle')).toBe('Tỷ lệ cược');
  await switching;
  expect(i18next.t('family:oddsTitle')).toBe('Коэффициенты');
  expect(calls).toEqual(['VI', 'RUS']);

  // Codes shown in English use the English file.
  await changeLanguage('MMK');
  expect(calls).toEqual(['VI', 'RUS', 'EN']);
  expect(i18next.t('family:oddsTitle')).toBe('Odds');
});

it('loads the shown language at once when registered after the page started', async () => {
  await setupI18n('EN');
  const { calls, load } = familyLoader();
  const ready = registerMessages('late', load);
  await Promise.all([ready(), ready()]);
  expect(calls).toEqual(['EN']);
  expect(i18next.t('late:oddsTitle')).toBe('Odds');
});

it('fails a switch whose file does not arrive, keeping the language, and tries again on the next', async () => {
  await setupI18n('EN');
  const { calls, load } = familyLoader(['VI']);
  registerMessages('flaky', load);
  await expect(changeLanguage('VI')).rejects.toThrow('ChunkLoadError');
  expect(i18next.language).toBe('EN');
  await changeLanguage('VI');
  expect(i18next.t('flaky:oddsTitle')).toBe('Tỷ lệ cược');
  expect(calls.filter((code) => code === 'VI')).toHaveLength(2);
});
