/**
 * A key a source file passes to t() (or `<Trans i18nKey>`), with the namespaces it is looked up in: the
 * shell's five (`ui`, `errors`, ...) or one a remote registered (`casino`, ...).
 */
export interface KeyUsage {
  key: string;
  /** In lookup order; i18next then tries the fallback namespace (`errors`). */
  namespaces: string[];
}

function quoted(list: string): string[] {
  return [...list.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1] ?? '');
}

/**
 * The namespaces unqualified keys of a file resolve in: those named by its useTranslation(...),
 * withTranslation(...) and getFixedT(lng, ...) calls in order of appearance (no argument means `ui`);
 * `ui` for a file with none of them.
 */
export function fileNamespaces(source: string): string[] {
  const found: string[] = [];
  const calls = source.matchAll(
    /\b(?:useTranslation|withTranslation)\(\s*([^)]*)\)|\bgetFixedT\([^,)]*,\s*([^)]*)\)/g,
  );
  for (const call of calls) {
    const names = quoted(call[1] ?? call[2] ?? '');
    for (const name of names.length > 0 ? names : ['ui']) {
      if (!found.includes(name)) found.push(name);
    }
  }
  return found.length > 0 ? found : ['ui'];
}

/**
 * Every literal key the source passes to t(), i18n.t(), a store's translate() or notify() (both take a key
 * and translate it) or `<Trans i18nKey>`, resolved to its namespaces.
 */
export function findKeyUsages(source: string): KeyUsage[] {
  const defaults = fileNamespaces(source);
  const usages: KeyUsage[] = [];
  const calls = source.matchAll(
    /(?:\b(?:t|translate|notify)\(\s*|\bi18nKey=\{?\s*)(['"])([\w.:-]+)\1(?:\s*,\s*\{[^{}]*?\bns:\s*(['"])(\w+)\3)?/g,
  );
  for (const call of calls) {
    const literal = call[2] ?? '';
    const option = call[4];
    const separator = literal.indexOf(':');
    const prefix = separator > 0 ? literal.slice(0, separator) : '';
    if (prefix) {
      usages.push({ key: literal.slice(separator + 1), namespaces: [prefix] });
    } else if (option) {
      usages.push({ key: literal, namespaces: [option] });
    } else {
      usages.push({ key: literal, namespaces: defaults });
    }
  }
  return usages;
}
