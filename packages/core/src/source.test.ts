import { describe, expect, it } from 'vitest';
import { SEEDS, type SeedId, bookSource, defaultSource, formatSource, seedSource } from './source';

describe('formatSource names documents the way players know them (issue #22 item 5)', () => {
  it('cites a rule document by its title and section, never by its stable id', () => {
    expect(formatSource(seedSource('003', '§2.1 Time limit'))).toBe('Solaris VII Stable Challenge, §2.1 Time limit');
    expect(formatSource(seedSource('000', 'Escort › Set Up', 'the convoy'))).toBe('Mechwarriors of Fortune – The Missions, Escort › Set Up — the convoy');
    for (const id of Object.keys(SEEDS) as SeedId[]) {
      const text = formatSource(seedSource(id, 'a section'));
      expect(text).toContain(SEEDS[id].title);
      expect(text).not.toMatch(/\bseed\b|\b00[0-4]\b/i);
    }
  });

  it('titles the five documents as their covers do', () => {
    expect(Object.values(SEEDS).map((s) => s.title)).toEqual([
      'Mechwarriors of Fortune – The Missions',
      'MechWarrior: Fire for Effect',
      'M42 – The Starting Phase (v0.5)',
      'Solaris VII Stable Challenge',
      'BattleTech Tactical Handbook – Operational turns',
    ]);
  });

  it('cites rulebooks by book, page and table, and labels a missing table as a default', () => {
    expect(formatSource(bookSource('Total Warfare', { page: 115, table: 'To-Hit Modifiers' }))).toBe('Total Warfare, p. 115, table "To-Hit Modifiers"');
    expect(formatSource(defaultSource('reserve table', 'none'))).toBe('default — source table not available (reserve table): none');
  });
});
