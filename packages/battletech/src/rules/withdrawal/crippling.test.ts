import { describe, expect, it } from 'vitest';
import { createBattleUnit } from '../../unit/battle-unit';
import { crippling, cruiseLeft, forcedWithdrawal, hasViableWeapons, squadJudgement } from './crippling';
import { applyDamage } from '../damage/damage';
import { mech, vehicleUnit } from '../../test/fixtures';

const laser = { equipmentId: 'Medium Laser', fileName: 'Medium Laser', location: 'RA', rearMounted: false, slots: [4] };
const armed = () =>
  mech({
    tonnage: 50,
    equipment: [laser],
    extra: { RA: ['Shoulder', 'Upper Arm Actuator', 'Lower Arm Actuator', 'Hand Actuator', 'Medium Laser', null, null, null, null, null, null, null] },
  });
const reasons = (j: { reasons: readonly { id: string }[] }) => j.reasons.map((r) => r.id);

describe('crippling damage (TW p. 258)', () => {
  it('a fresh armed unit is not crippled', () => {
    expect(crippling(armed())).toEqual({ met: false, reasons: [] });
  });
  it('a side torso destroyed cripples', () => {
    const u = applyDamage(armed(), { location: 'LT', rear: false, amount: 40 }).unit;
    expect(reasons(crippling(u))).toContain('side-torso');
  });
  it('no viable weapons when the only gun is gone', () => {
    const u = armed();
    expect(hasViableWeapons(u)).toBe(true);
    const gone = { ...u, weapons: u.weapons.map((w) => ({ ...w, destroyed: true })) };
    expect(reasons(crippling(gone))).toEqual(['weapons']);
  });
  it('three damaged limbs, pilot hits', () => {
    let u = armed();
    for (const l of ['LA', 'RA', 'LL']) u = applyDamage(u, { location: l, rear: false, amount: 25 }).unit;
    expect(reasons(crippling({ ...u, pilot: { ...u.pilot, hits: 4 } }))).toEqual(expect.arrayContaining(['limbs', 'pilot']));
  });
});

describe('forced withdrawal (seed 000)', () => {
  it("'Mech: two of head, legs, front torsos stripped — arms and rear do not count", () => {
    let u = armed();
    u = applyDamage(u, { location: 'LA', rear: false, amount: 16 }).unit;
    u = applyDamage(u, { location: 'CT', rear: true, amount: 5 }).unit;
    u = applyDamage(u, { location: 'LL', rear: false, amount: 24 }).unit;
    expect(forcedWithdrawal(u).met).toBe(false);
    u = applyDamage(u, { location: 'HD', rear: false, amount: 9 }).unit;
    expect(reasons(forcedWithdrawal(u))).toEqual(['armor']);
  });
  it("'Mech: any leg or torso destroyed", () => {
    const u = applyDamage(armed(), { location: 'RL', rear: false, amount: 36 }).unit;
    expect(reasons(forcedWithdrawal(u))).toEqual(expect.arrayContaining(['destroyed']));
  });
  it('vehicle: one location stripped, or mobility more than halved', () => {
    const t = createBattleUnit(vehicleUnit(50), { gunnery: 4, piloting: 5 });
    expect(forcedWithdrawal(t).met).toBe(false);
    expect(reasons(forcedWithdrawal(applyDamage(t, { location: 'LS', rear: false, amount: 10 }).unit))).toEqual(['armor']);
    const slowed = { ...t, motive: { ...t.motive, halvings: 1, cruiseLoss: 1 } };
    expect(cruiseLeft(slowed)).toBe(2);
    expect(forcedWithdrawal(slowed).met).toBe(false);
    expect(reasons(forcedWithdrawal({ ...t, motive: { ...t.motive, halvings: 2 } }))).toEqual(['mobility']);
  });
  it('squads: below half strength withdraw; crippled below 50% (battle armour) or 25% (infantry)', () => {
    expect(squadJudgement(2, 4, 'battle-armor').withdrawal.met).toBe(false);
    expect(squadJudgement(1, 4, 'battle-armor').crippled.met).toBe(true);
    expect(squadJudgement(7, 28, 'infantry').crippled.met).toBe(false);
    expect(squadJudgement(13, 28, 'infantry').withdrawal.met).toBe(true);
  });
});
