/** What the engine-text tests share: the English templates, a German i18next instance and a check for English words left over. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { type Template, compileTemplates, modifierGroups, translateWith } from './engine-text';
import enEngine from './locales/en/engine.json';
import deEngine from './locales/de/engine.json';

type Tree = { readonly [key: string]: string | Tree };

export const en: Template[] = compileTemplates(enEngine as Tree);
export const deTree = deEngine as Tree;
const i18n = createInstance();
await i18n.init({
  lng: 'de',
  fallbackLng: 'en',
  ns: ['engine'],
  resources: { en: { engine: enEngine }, de: { engine: deEngine } },
  interpolation: { escapeValue: false },
});
/** The German i18next `t` of the engine words (what the page passes to `translateWith`). */
export const t = (key: string, params: Record<string, unknown>) => i18n.t(key, { ns: 'engine', ...params });

/** `text` in German as the web writes it, looked up in `groups`. */
export const de = (text: string, groups: readonly string[]): string => translateWith(text, en, groups, t);
/** The groups a modifier's label is looked up in. */
export const labelGroups = (id: string): string[] => modifierGroups(id, en);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text the page shows and the groups it is looked up in. */
export type Shown = readonly [text: string, groups: readonly string[]];

/** Words only English has: one of these in a German text means a part of it was left as the engine wrote it. */
const ENGLISH = new RegExp(
  `\\b(${[
    'the|and|is|are|of|from|with|at|to|takes|has|have|not|by|its|must|may|cannot|can|be',
    'order|orders|damage|clicks?|critical|miss|hit|turns?|away|beyond|inside|blocked|wins|draw|game|over|left|spent|speed|room',
    'places?|placed|none|passengers?|units?|attack|value|range|artillery|rolled|needs|moves|landing|lance|battle|scenario|won|lost|were|no',
  ].join('|')})\\b`,
  'iu',
);

/**
 * The texts still (partly) English in German: unchanged, or with an English word left once the values named in `names`
 * (units, players, terrain: written as the table named them) and the sources in brackets are taken out.
 */
export function englishLeft(texts: readonly Shown[], names: readonly string[] = []): string[] {
  const left = new Set<string>();
  const byLength = [...names].sort((a, b) => b.length - a.length);
  for (const [text, groups] of texts) {
    const german = de(text, groups);
    let bare = german.replace(/ \[[^\]]*\]$/u, '');
    for (const name of byLength) bare = bare.replace(new RegExp(`(?<![\\w'-])${escape(name)}(?![\\w'-])`, 'gu'), '');
    if (german === text || ENGLISH.test(bare)) left.add(`${text}  →  ${german}`);
  }
  return [...left];
}

/** The text of every source file under `dir` (tests left out). */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/**
 * A string or template literal starting at `from` (its quote), with each `${…}` written as `1`: the shape of the message.
 * A `${…}` that chooses between words of its own (`${n > 1 ? 's' : ''}`) is written as `choice`.
 */
export function literal(text: string, from: number, choice = '1'): string | null {
  const quote = text[from];
  let out = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      out += text[++i];
      continue;
    }
    if (c === quote) return out;
    if (quote === '`' && c === '$' && text[i + 1] === '{') {
      let depth = 0;
      const start = i;
      for (i += 1; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) break;
      }
      out += /['"`]/.test(text.slice(start, i)) ? choice : '1';
      continue;
    }
    out += c;
  }
  return null;
}
