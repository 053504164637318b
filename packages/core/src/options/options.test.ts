import { describe, expect, it } from 'vitest';
import { composeRules, defineOption, resolveManifest, resolveRuleset } from './options';
import { bookSource, seedSource } from '../source';

interface Rules {
  toHit: string[];
  tables: Record<string, string>;
  psrWeightClass: boolean;
  escortThreshold: string;
}
const base: Rules = { toHit: ['range'], tables: { 'hit-location': 'standard' }, psrWeightClass: false, escortThreshold: 'n/a' };
const src = bookSource('Tactical Operations');
const registry = {
  options: [
    defineOption<Partial<Rules>>({
      id: 'floating-criticals',
      title: 'Floating criticals',
      description: '',
      source: src,
      contributes: { tables: { 'hit-location': 'floating' } },
    }),
    defineOption<Partial<Rules>>({ id: 'probe-targeting', title: 'Probe targeting', description: '', source: src, contributes: { toHit: ['probe'] } }),
    defineOption<Partial<Rules>>({
      id: 'ceasefire',
      title: 'Ceasefire',
      description: '',
      source: seedSource('000', 'Ending the Game'),
      enabledByDefault: true,
      contributes: {},
    }),
    defineOption<Partial<Rules>>({
      id: 'escort-half-attacker',
      title: '',
      description: '',
      source: seedSource('000', 'Escort'),
      group: 'escort-half',
      enabledByDefault: true,
      contributes: { escortThreshold: 'attacker' },
    }),
    defineOption<Partial<Rules>>({
      id: 'escort-half-defender',
      title: '',
      description: '',
      source: seedSource('000', 'Escort'),
      group: 'escort-half',
      contributes: { escortThreshold: 'defender' },
    }),
    defineOption<Partial<Rules>>({ id: 'other-table', title: '', description: '', source: src, contributes: { tables: { 'hit-location': 'other' } } }),
    defineOption<Partial<Rules>>({
      id: 'needs-probe',
      title: '',
      description: '',
      source: src,
      requires: ['probe-targeting'],
      conflicts: ['ceasefire'],
      contributes: {},
    }),
  ],
  presets: [{ id: 'solaris', title: 'Solaris', includes: ['floating-criticals', 'probe-targeting'] }],
};

describe('ruleset manifests', () => {
  it('expands presets, applies defaults and negation', () => {
    const r = resolveManifest(registry, ['solaris', '!ceasefire']);
    expect(r.ok).toBe(true);
    expect(r.enabled).toEqual(['floating-criticals', 'probe-targeting', 'escort-half-attacker']);
  });
  it('reports unknown options with a suggestion instead of ignoring them', () => {
    const r = resolveManifest(registry, ['floating-critical']);
    expect(r.ok).toBe(false);
    expect(r.problems[0]!.message).toBe('unknown option "floating-critical" (did you mean floating-criticals?)');
  });
  it('choosing an alternative replaces its group default; choosing both is a conflict', () => {
    expect(resolveManifest(registry, ['escort-half-defender']).enabled).toContain('escort-half-defender');
    expect(resolveManifest(registry, ['escort-half-defender']).enabled).not.toContain('escort-half-attacker');
    const both = resolveManifest(registry, ['escort-half-defender', 'escort-half-attacker']);
    expect(both.ok).toBe(false);
  });
  it('reports conflicts and missing requirements', () => {
    const r = resolveManifest(registry, ['needs-probe']);
    expect(r.problems.map((p) => p.message)).toEqual(['needs-probe conflicts with ceasefire', 'needs-probe requires probe-targeting, which is not on']);
  });
  it('a negation of something that is off is a warning, not silence', () => {
    const r = resolveManifest(registry, ['!probe-targeting']);
    expect(r.ok).toBe(true);
    expect(r.problems[0]).toMatchObject({ severity: 'warning' });
  });
  it('options contribute rules; the result is frozen', () => {
    const rs = resolveRuleset(registry, base, ['solaris']);
    expect(rs.rules.toHit).toEqual(['range', 'probe']);
    expect(rs.rules.tables['hit-location']).toBe('floating');
    expect(Object.isFrozen(rs.rules)).toBe(true);
    expect(Object.isFrozen(rs.rules.toHit)).toBe(true);
  });
  it('two options replacing the same table is a conflict', () => {
    expect(() => resolveRuleset(registry, base, ['floating-criticals', 'other-table'])).toThrow(
      'floating-criticals and other-table both replace tables.hit-location',
    );
    expect(composeRules(base, []).conflicts).toEqual([]);
  });
});
