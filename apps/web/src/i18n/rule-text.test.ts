import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTables, optionRegistries } from '@marshal/library';
import { DA_UNIT_LIBRARY } from '@marshal/dark-age';
import { HOUSE_RULE_CHOICES, MISSIONS, PARAM_CHOICES } from '@marshal/missions';

type Tree = { readonly [key: string]: string | Tree };
const LOCALES = resolve(import.meta.dirname, 'locales');
const load = (language: string, ns: string): Tree => JSON.parse(readFileSync(join(LOCALES, language, `${ns}.json`), 'utf8')) as Tree;
const at = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * Every text the rules define as data has German words (rule-text.ts): a new option, mission number, house-rule group or
 * roll table without them fails here, naming it. The English file holds the packages' own words, so a changed English
 * text shows up too (its German needs a look).
 */
function missing(ns: string, entries: readonly (readonly [key: string, english: string])[]): string[] {
  const en = load('en', ns);
  const de = load('de', ns);
  return entries.flatMap(([key, english]) => [
    ...(at(en, key) === english ? [] : [`en/${ns}.json ${key}: "${at(en, key)}" is not the package's "${english}"`]),
    ...(at(de, key)?.trim() ? [] : [`de/${ns}.json ${key}: no German for "${english}"`]),
  ]);
}

describe('the rules’ words in German (issue #22 item 4)', () => {
  it('every option of every registry has a German title and description', () => {
    const options = optionRegistries.flatMap((r) => r.options);
    expect(options.length).toBeGreaterThan(40);
    // The line-of-sight tool words two combat options its own way: one English text per id, the combat registry's.
    const first = [...new Map(options.map((o) => [o.id, o])).values()];
    expect(
      missing('options', [...first.flatMap((o) => [[`option.${o.id}.title`, o.title] as const, [`option.${o.id}.description`, o.description] as const])]),
    ).toEqual([]);
  });

  it('every mission number and house-rule group has German words', () => {
    const groups = HOUSE_RULE_CHOICES.filter((h) => h.alternatives.length > 1);
    expect(
      missing('options', [
        ...PARAM_CHOICES.map((p) => [`param.${p.key}`, p.label] as const),
        ...groups.map((h) => [`houseRuleGroup.${h.id}`, h.label] as const),
      ]),
    ).toEqual([]);
  });

  it('every roll table has a German title, every note and every row label German', () => {
    expect(allTables.length).toBeGreaterThan(40);
    const entries = allTables.flatMap((t) => [
      [`table.${t.id}.title`, t.title] as const,
      ...t.notes.map((n, i) => [`table.${t.id}.notes.${i}`, n] as const),
      ...t.rows.map((r, i) => [`table.${t.id}.rows.${i}`, r.label] as const),
    ]);
    expect(missing('tables', entries)).toEqual([]);
    const de = load('de', 'tables');
    const untranslated = allTables.filter((t) => at(de, `table.${t.id}.title`) === t.title).map((t) => t.id);
    expect(untranslated).toEqual([]);
  });

  it('every mission summary and every Fire for Effect sample unit has German words', () => {
    expect(
      missing(
        'missions',
        MISSIONS.map((m) => [`summaries.${m.id}`, m.summary] as const),
      ),
    ).toEqual([]);
    expect(
      missing(
        'darkAge',
        DA_UNIT_LIBRARY.map((u) => [`samples.${u.key}`, u.summary] as const),
      ),
    ).toEqual([]);
  });
});
