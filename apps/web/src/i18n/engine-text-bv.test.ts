import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BvBreakdown, battleValue, parseBlk, parseMtf } from '@marshal/catalog';
import { describe, expect, it } from 'vitest';
import { matchText } from './engine-text';
import { de, en } from './engine-text.testing';

const GROUPS = ['bv.'];
/** The bundled official unit files (read directly: the web's unit tests do not use the loaders). */
const UNITS = resolve(import.meta.dirname, '../../../../data/megamek/mechfiles');
const UNIT_FILES = readdirSync(UNITS, { recursive: true, encoding: 'utf8' }).filter((p) => /\.(mtf|blk)$/iu.test(p) && !p.includes('unofficial'));
/** Lines whose detail is a list of equipment names (names stay as MegaMek writes them). */
const NAME_LISTS = new Set(['Defensive equipment', 'Offensive equipment', 'Explosive equipment penalty']);

/** Every text of a breakdown the panel writes through the engine words. */
function texts(bv: BvBreakdown): string[] {
  const lines = [...bv.defensive.lines, ...bv.offensive.lines, ...bv.adjustments];
  return [
    ...lines.map((l) => l.label),
    ...lines.flatMap((l) => (l.detail && !NAME_LISTS.has(l.label) ? [l.detail] : [])),
    ...bv.offensive.weapons.flatMap((w) => w.notes),
    ...bv.warnings,
  ];
}

describe('the Battle Value breakdown in German (every line, note and warning the catalog writes)', () => {
  it('reads German for every official unit with a breakdown', () => {
    const seen = new Set<string>();
    for (const path of UNIT_FILES) {
      let bv: BvBreakdown | undefined;
      try {
        const text = readFileSync(join(UNITS, path), 'utf8');
        bv = battleValue(/\.mtf$/iu.test(path) ? parseMtf(text, path) : parseBlk(text, path));
      } catch {
        continue;
      }
      if (bv) for (const text of texts(bv)) seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(100);
    const english = [...seen].filter((text) => matchText(text, en, GROUPS) === null);
    expect(english).toEqual([]);
    expect(de('Internal structure', GROUPS)).toBe('Interne Struktur');
    expect(de('machine gun array: 0.67 × 3 linked gun(s)', GROUPS)).toBe('MG-Verbund: 0,67 × 3 verbundene MG');
  });
});
