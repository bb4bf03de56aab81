import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, NAMESPACES, type LanguageCode, type Namespace } from './languages';

type Messages = Record<string, string>;
const dir = (code: string) => path.join(__dirname, 'messages', code);
const read = (code: string, ns: Namespace): Messages =>
  JSON.parse(readFileSync(path.join(dir(code), `${ns}.json`), 'utf8'));

const translated = LANGUAGES.filter((entry) => entry.files.length > 0 && entry.code !== 'EN').map(
  (e) => e.code,
);
const withFiles = LANGUAGES.filter((entry) => entry.files.length > 0).map((entry) => entry.code);
const cases = translated.flatMap((code) => NAMESPACES.map((ns) => [code, ns] as const));

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();

/** The script each translation is written in. */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  CT: /\p{Script=Han}/u,
  RUS: /\p{Script=Cyrillic}/u,
  NE: /\p{Script=Devanagari}/u,
  BN: /\p{Script=Bengali}/u,
};
/** Texts every language writes as English does: acronyms and the age mark. */
const ACRONYMS = new Set(['VIP', '18+']);

/** Words a language writes exactly as English does (loanwords native speakers use in these places). */
const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly string[]>> = {
  PHP: ['messages:ok', '_m:menu', '_m:liveChat', 'ui:accountId', 'ui:password'],
  ESP: ['_m:liveChat'],
  MS: ['messages:ok', '_m:deposit', '_m:menu'],
};

/** Characters of one Chinese script whose counterpart in the other script is a different character. */
const SIMPLIFIED =
  '这个们为设请码错误账户网络页载时间关闭认发现录开领奖励额过号单将项该与从会应态选择线维护验证输数册戏体电币转盘权类优惠储复制删除账务员称统';
const TRADITIONAL =
  '這個們為設請碼錯誤帳戶網絡頁載時間關閉認發現錄開領獎勵額過號單將項該與從會應態選擇線維護驗證輸數冊戲體電幣轉盤權類優惠儲複製刪除帳務員稱統';

describe('message files', () => {
  it('exist for the ten languages with messages, five each, and for no other code', () => {
    for (const code of withFiles)
      expect(readdirSync(dir(code)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    for (const code of ['MMK', 'MNT', 'IDR']) expect(existsSync(dir(code))).toBe(false);
    const folders = readdirSync(path.join(__dirname, 'messages')).filter((name) =>
      statSync(dir(name)).isDirectory(),
    );
    expect(folders.sort()).toEqual([...withFiles].sort());
  });

  it.each(cases)('%s %s has exactly the keys of English', (code, ns) => {
    const english = Object.keys(read('EN', ns)).sort();
    const keys = Object.keys(read(code, ns)).sort();
    expect({
      missing: english.filter((key) => !keys.includes(key)),
      extra: keys.filter((k) => !english.includes(k)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(cases)('%s %s keeps the placeholders of every English message', (code, ns) => {
    const english = read('EN', ns);
    const messages = read(code, ns);
    const differing = Object.keys(english).filter(
      (key) => placeholders(english[key] ?? '').join() !== placeholders(messages[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(withFiles.flatMap((code) => NAMESPACES.map((ns) => [code, ns] as const)))(
    '%s %s has no empty message and no untranslated English',
    (code, ns) => {
      const english = read('EN', ns);
      const messages = read(code, ns);
      expect(Object.keys(messages).filter((key) => !messages[key]?.trim())).toEqual([]);
      if (code === 'EN') return;
      const allowed = SAME_AS_ENGLISH[code] ?? [];
      const copied = Object.keys(messages).filter(
        (key) =>
          messages[key] === english[key] &&
          !ACRONYMS.has(english[key] ?? '') &&
          !allowed.includes(`${ns}:${key}`),
      );
      expect(copied).toEqual([]);
    },
  );

  it.each(Object.entries(SCRIPTS))('%s is written in its own script', (code, script) => {
    for (const ns of NAMESPACES) {
      const messages = read(code, ns);
      const foreign = Object.keys(messages).filter((key) => {
        const text = messages[key] ?? '';
        return !ACRONYMS.has(text) && !script.test(text.replace(/\{\{[^}]*\}\}/g, ''));
      });
      expect(foreign).toEqual([]);
    }
  });

  it('keeps Simplified and Traditional Chinese apart', () => {
    expect([...SIMPLIFIED]).toHaveLength([...TRADITIONAL].length);
    const pairs = [...SIMPLIFIED].map((char, i) => [char, [...TRADITIONAL][i] ?? ''] as const);
    const differing = pairs.filter(([simplified, traditional]) => simplified !== traditional);
    const text = (code: string) => NAMESPACES.map((ns) => Object.values(read(code, ns)).join('')).join('');
    const cn = text('CN');
    const ct = text('CT');
    expect(differing.filter(([, traditional]) => cn.includes(traditional)).map(([, t]) => t)).toEqual([]);
    expect(differing.filter(([simplified]) => ct.includes(simplified)).map(([s]) => s)).toEqual([]);
  });

  it.each(withFiles)(
    '%s keeps its five files under 12 KB gzip (each is downloaded on a language switch)',
    (code) => {
      // Gzip, as they travel: scripts such as Devanagari take three bytes a character before compression.
      const bytes = NAMESPACES.reduce(
        (sum, ns) => sum + gzipSync(readFileSync(path.join(dir(code), `${ns}.json`)), { level: 9 }).length,
        0,
      );
      expect(bytes).toBeLessThan(12 * 1024);
    },
  );
});
