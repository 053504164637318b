import { SEEDS, type Source, formatSource as englishSource } from '@marshal/core';
import { currentLanguage, i18next } from './i18n';

/**
 * A rule's source in the reader's language (what `formatSource` of `@marshal/core` writes in English): the words around
 * a citation — "default — source table not available", "p.", "table", "house rule", "from" — in German, the cited
 * documents' titles, sections and notes as they are published. English readers get the core's text itself.
 */

const say = (key: string, params: Record<string, unknown>) => i18next.t(key, { ns: 'common', ...params });
/** German words are shown once the shell's German words are here (they come with the first page). */
const translating = () => i18next.isInitialized && currentLanguage() !== 'en' && i18next.exists('source.default', { ns: 'common' });

/** One line a person can read, in the reader's language: "Standardannahme — Quelltabelle nicht verfügbar (…): …". */
export function formatSource(source: Source): string {
  if (!translating()) return englishSource(source);
  const note = (text?: string) => (text ? ` — ${text}` : '');
  switch (source.kind) {
    case 'seed':
      return `${SEEDS[source.seed].title}, ${source.section}${note(source.note)}`;
    case 'book': {
      const bits = [source.book];
      if (source.page !== undefined) bits.push(say('source.page', { page: source.page }));
      if (source.section) bits.push(source.section);
      if (source.table) bits.push(say('source.table', { table: source.table }));
      return bits.join(', ') + note(source.note);
    }
    case 'default':
      return say('source.default', { missing: source.missing, rationale: source.rationale });
    case 'house-rule':
      return say('source.houseRule', { id: source.id, note: source.note });
    case 'derived':
      return say('source.derived', { note: source.note, from: source.from.map(formatSource).join('; ') });
  }
}

const DEFAULT = /^default — source table not available \((?<missing>.+?)\): (?<rationale>.*)$/su;
const HOUSE_RULE = /^house rule (?<id>\S+): (?<note>.*)$/su;
const DERIVED = /^(?<note>.*) \(from (?<from>.*)\)$/su;

/**
 * A source the engines already wrote as text (inside a sentence: "… [default — source table not available (x): y]"),
 * with the words around it in the reader's language; a text that is no citation comes back as it is.
 */
export function sourceWords(text: string): string {
  if (!translating()) return text;
  let m = DEFAULT.exec(text);
  if (m) return say('source.default', { ...m.groups });
  m = HOUSE_RULE.exec(text);
  if (m) return say('source.houseRule', { ...m.groups });
  m = DERIVED.exec(text);
  if (m) return say('source.derived', { note: m.groups!.note, from: m.groups!.from!.split('; ').map(sourceWords).join('; ') });
  return text
    .replace(/, p\. (\d+)(?=,| —|$)/u, (_, page: string) => `, ${say('source.page', { page })}`)
    .replace(/, table "([^"]*)"/u, (_, table: string) => `, ${say('source.table', { table })}`);
}
