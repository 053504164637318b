import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatters } from './format';
import { LANGUAGES, detectLanguage } from './i18n';

const LOCALES = resolve(import.meta.dirname, 'locales');
const SRC = resolve(import.meta.dirname, '..');

type Tree = { readonly [key: string]: string | Tree };
const load = (language: string, ns: string): Tree => JSON.parse(readFileSync(join(LOCALES, language, `${ns}.json`), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as const] : [...flatten(v, `${prefix}${k}.`)])));
const namespaces = readdirSync(join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''));
const variables = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort();
const base = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('interface resources (ADR 0036)', () => {
  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual([...namespaces].map((n) => `${n}.json`).sort());
  });

  it.each(namespaces)('%s: every key in both languages, with the same {{variables}}, none empty', (ns) => {
    const en = flatten(load('en', ns));
    const de = flatten(load('de', ns));
    expect([...de.keys()].sort(), `keys of de/${ns}.json`).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), `en/${ns}.json ${key}`).not.toBe('');
      expect(de.get(key)!.trim(), `de/${ns}.json ${key}`).not.toBe('');
      expect(variables(de.get(key)!), `variables of ${ns}:${key}`).toEqual(variables(text));
    }
  });

  it('every key a component asks for exists (t("key") in the namespaces of its file, and common)', () => {
    const missing: string[] = [];
    for (const { path, text } of sources) {
      const declared = [...text.matchAll(/useTranslation\(\s*(?:'(\w+)'|\[([^\]]*)\])|\bns: '(\w+)'/g)].flatMap((m) =>
        m[1] ? [m[1]] : m[3] ? [m[3]] : [...m[2]!.matchAll(/'(\w+)'/g)].map((x) => x[1]!),
      );
      const keys = new Set([...new Set([...declared, 'common'])].flatMap((ns) => [...flatten(load('en', ns)).keys()].map(base)));
      for (const m of text.matchAll(/\btr?\(\s*'([^']+)'/g)) if (!keys.has(m[1]!)) missing.push(`${path}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('no key goes unused (a literal somewhere in the source, or under a `prefix.${…}` the source builds)', () => {
    const all = sources.map((s) => s.text).join('\n');
    const dynamic = [...all.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]!);
    // `engine` is read whole: its English texts are the patterns engine-text.ts recognises (engine-text.test.ts checks them).
    const unused = namespaces
      .filter((ns) => ns !== 'engine')
      .flatMap((ns) =>
        [...flatten(load('en', ns)).keys()]
          .map(base)
          .filter((key) => !all.includes(`'${key}'`) && !dynamic.some((prefix) => key.startsWith(prefix)))
          .map((key) => `${ns}:${key}`),
      );
    expect(unused).toEqual([]);
  });

  it('names every route of routes.tsx in both languages', () => {
    const titles = [...sources.find((s) => s.path === 'routes.tsx')!.text.matchAll(/title: '([^']+)'/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(10);
    for (const language of LANGUAGES) {
      const routes = flatten(load(language, 'common'));
      expect(
        titles.filter((t) => !routes.has(`routes.${t}`)),
        language,
      ).toEqual([]);
    }
  });
});

describe('choosing the language', () => {
  it('takes the stored choice first, then the first browser language we have, else English', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('de');
    expect(detectLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(detectLanguage('xx', ['en-GB', 'de'])).toBe('en');
    expect(detectLanguage(null, ['fr', 'it'])).toBe('en');
  });
});

describe('numbers and dates in the reader’s language', () => {
  it('writes probabilities and numbers the German way in German', () => {
    expect(formatters('en').percent(15 / 36)).toBe('41.67%');
    expect(formatters('de').percent(15 / 36)).toBe('41,67\u00a0%');
    expect(formatters('de').percent(1 / 1296 / 2)).toBe('0,0386\u00a0%');
    expect(formatters('de').number(1234567)).toBe('1.234.567');
    expect(formatters('en').number(1234567n)).toBe('1,234,567');
    expect(formatters('de').date(new Date(Date.UTC(2026, 10, 27, 12)), { dateStyle: 'long', timeZone: 'UTC' })).toBe('27. November 2026');
  });
});
