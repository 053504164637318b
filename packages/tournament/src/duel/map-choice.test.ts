import { describe, expect, it } from 'vitest';
import { resolveRuleset } from '@marshal/core';
import { baseRules, tournamentOptions } from '../rules';
import { resolveMapChoice } from './map-choice';

const maps: [string, string, string] = ['Grassland #1', 'City Ruins', 'Desert Mountain #2'];

describe('map choice (seed 003 §2.2)', () => {
  it('lower BV strikes, higher BV picks, lower BV picks the entry edge', () => {
    const r = resolveMapChoice({ maps, removed: 'City Ruins', swapRoles: false, map: 'Grassland #1', entryEdge: 'north' }, 'lo', 'hi');
    expect(r).toMatchObject({ removedBy: 'lo', mapPickedBy: 'hi', edgePickedBy: 'lo', entryEdge: 'north', opponentEdge: 'south' });
  });
  it('the lower-BV player may switch roles: then the opponent strikes and picks the edge, the lower-BV player picks the map', () => {
    const r = resolveMapChoice({ maps, removed: 'City Ruins', swapRoles: true, map: 'Grassland #1', entryEdge: 'east' }, 'lo', 'hi');
    expect(r).toMatchObject({ removedBy: 'hi', mapPickedBy: 'lo', edgePickedBy: 'hi', opponentEdge: 'west' });
    expect(typeof r !== 'string' && r.swapSource).toMatchObject({ kind: 'default' });
  });
  it('house rule: switching roles leaves the strike with the lower-BV player', () => {
    const rules = resolveRuleset(tournamentOptions, baseRules, ['solaris-map-swap-keeps-strike']).rules;
    const r = resolveMapChoice({ maps, removed: 'City Ruins', swapRoles: true, map: 'Grassland #1', entryEdge: 'east' }, 'lo', 'hi', rules.mapSwap);
    expect(r).toMatchObject({ removedBy: 'lo', mapPickedBy: 'lo', edgePickedBy: 'hi' });
  });
  it('refuses a removed or unknown map', () => {
    expect(resolveMapChoice({ maps, removed: 'City Ruins', swapRoles: false, map: 'City Ruins', entryEdge: 'north' }, 'lo', 'hi')).toMatch(/was removed/);
    expect(resolveMapChoice({ maps, removed: 'Moon', swapRoles: false, map: 'City Ruins', entryEdge: 'north' }, 'lo', 'hi')).toMatch(/not one of/);
    expect(resolveMapChoice({ maps: ['A', 'A', 'B'], removed: 'A', swapRoles: false, map: 'B', entryEdge: 'north' }, 'lo', 'hi')).toMatch(/different/);
  });
});
