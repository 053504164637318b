import { TableRegistry, lookupRow } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { clusterHits, clusterHitsTable } from './cluster-hits';
import { criticalChanceAdvanced, criticalChanceStandard } from './criticals';
import { combatTables } from './index';
import { mechHitFront, mechHitLeft, mechKickFront, mechPunchFront, mechHitRear } from './mech-hit-location';
import { vehicleHitFront, vehicleHitLeft, vehicleMotiveDamage } from './vehicle';

describe('combat tables', () => {
  it('register without clashes and all cite a source', () => {
    const reg = new TableRegistry(combatTables);
    expect(reg.list().length).toBe(combatTables.length);
    for (const t of combatTables) expect(t.source.kind).not.toBe('default');
  });
  it("'Mech hit location by direction", () => {
    expect(lookupRow(mechHitFront, 2).result).toEqual({ location: 'CT', rear: false, tac: true });
    expect(lookupRow(mechHitRear, 7).result).toEqual({ location: 'CT', rear: true, tac: false });
    expect(lookupRow(mechHitRear, 3).result.rear).toBe(false);
    expect(lookupRow(mechHitLeft, 8).result.location).toBe('CT');
    expect(lookupRow(mechHitFront, 12).result.location).toBe('HD');
    expect(lookupRow(mechPunchFront, 6).result.location).toBe('HD');
    expect([1, 2, 3, 4, 5, 6].map((n) => lookupRow(mechKickFront, n).result.location)).toEqual(['RL', 'RL', 'RL', 'LL', 'LL', 'LL']);
  });
  it('vehicle front 5 is the right side (Total Warfare, not MegaMek)', () => {
    expect(lookupRow(vehicleHitFront, 5).result).toEqual({ location: 'RS', motive: true, critical: false });
    expect(vehicleHitFront.source).toMatchObject({ note: expect.stringMatching(/MegaMek/u) });
    expect(lookupRow(vehicleHitLeft, 8).result.critical).toBe(true);
    expect(lookupRow(vehicleHitFront, 8).result.critical).toBe(false);
    expect(lookupRow(vehicleMotiveDamage, 14).result).toBe('immobilized');
  });
  it('cluster hits, including split racks', () => {
    expect(clusterHits(10, 7)).toBe(6);
    expect(clusterHits(20, 2)).toBe(6);
    expect(clusterHits(6, 12)).toBe(6);
    expect(clusterHits(5, 1)).toBe(1);
    expect(clusterHits(35, 7)).toBe(18 + 3);
    expect(lookupRow(clusterHitsTable, 8).result[15]).toBe(9);
  });
  it('critical chance bands, standard and advanced', () => {
    expect([7, 8, 10, 12].map((n) => lookupRow(criticalChanceStandard, n).result.count)).toEqual([0, 1, 2, 3]);
    expect(lookupRow(criticalChanceStandard, 12).result.blownOff).toBe(true);
    expect([8, 9, 11, 13, 15].map((n) => lookupRow(criticalChanceAdvanced, n).result.count)).toEqual([0, 1, 2, 3, 3]);
    expect(lookupRow(criticalChanceAdvanced, 14).result.blownOff).toBe(false);
    expect(lookupRow(criticalChanceAdvanced, 15).result.blownOff).toBe(true);
  });
});
