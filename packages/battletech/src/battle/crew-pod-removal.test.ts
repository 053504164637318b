import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { combatRuleset } from '../options/ruleset';
import { botPhysical } from '../bot/bot';
import type { CrewPodRemovalReport } from '../rules/physical-attacks/crew-pod-removal';
import { nothingToDecide } from './choices';
import { battleModule } from './module';
import { physicalOption } from './phases';
import type { BattleState } from './state';
import { play, refusal } from './test/play';
import { duelSetup, duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const PACKRAT = 'vehicles/3039u/Packrat LRPV PKR-T5 (SRM2).blk';
const packrat = () => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', PACKRAT), 'utf8'), PACKRAT) as never;
const PODS = [
  { kind: 'homing', location: 'FR', by: 'mech' },
  { kind: 'narc', location: 'FR', by: 'mech' },
  { kind: 'ecm', location: 'LS', by: 'mech' },
] as const;

/** The Packrat (side a, 0810) carrying Blue's pods and a 'Mech (side b, 0803) out of reach; round 1 up to the physical phase. */
function physicalPhase(pkOrders = '', pkFires = false): BattleState {
  const setup = duelSetup();
  const units = [
    { id: 'pk', side: 'a', unit: packrat(), gunnery: 4, piloting: 5, hex: '0810', facing: 0 },
    { id: 'mech', side: 'b', unit: duelist('Blue') as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 },
  ];
  let s = battleModule.init(battleModule.parseSetup({ ...setup, units } as never), rules);
  s = { ...s, units: { ...s.units, pk: { ...s.units.pk!, pods: [...PODS] } } };
  s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
  s = play(s, { type: 'move', unit: 'pk', orders: pkOrders }, [], rules).state;
  s = play(s, { type: 'move', unit: 'mech', orders: '' }, [], rules).state;
  s = play(s, { type: 'fire', unit: 'mech', attacks: [] }, [], rules).state;
  const shot = pkFires ? [{ weapon: 0, target: 'mech' }] : [];
  s = play(s, { type: 'fire', unit: 'pk', attacks: shot }, pkFires ? [1, 1] : [], rules).state;
  expect(s.phase).toBe('physical');
  return play(s, { type: 'physical', unit: 'mech', attack: null }, [], rules).state;
}
const removal = { type: 'physical' as const, unit: 'pk', attack: { kind: 'remove-pods' as const, target: 'pk' } };

describe("a vehicle's crew removing iNarc pods (Total Warfare, Improved Narc › Removing iNarc Pods, p. 141)", () => {
  it('a vehicle that neither moved nor fired: every iNarc pod comes off, no roll; the Narc pod stays', () => {
    const s = physicalPhase();
    expect(nothingToDecide(s, 'a', rules)).toBe(false);
    const { state, events } = play(s, removal, [], rules);
    const declared = events.find((e) => e.type === 'physicalDeclared')!;
    expect(battleModule.narrate!(state, declared).map((l) => l.text)).toEqual(["Packrat LRPV PKR-T5 (SRM2)'s crew will remove its iNarc pods"]);
    const resolved = events.find((e) => e.type === 'physicalResolved');
    if (resolved?.type !== 'physicalResolved') throw new Error('not resolved');
    const r = resolved.reports[0]!.report as CrewPodRemovalReport;
    expect(r.toHit.automatic).toMatchObject({ outcome: 'success' });
    expect(JSON.stringify(r.toHit.automatic!.source)).toMatch(/Removing iNarc Pods.*141/u);
    expect(r.roll).toBeNull();
    expect(r.removedPods.map((p) => p.kind)).toEqual(['homing', 'ecm']);
    expect(state.units.pk!.pods).toEqual([{ kind: 'narc', location: 'FR', by: 'mech' }]);
    const story = battleModule.narrate!(state, resolved).map((l) => l.text);
    expect(story).toContain("Packrat LRPV PKR-T5 (SRM2)'s crew climbs out and removes the iNarc homing pod, iNarc ECM pod");
  });

  it('refused: the vehicle moved or fired this turn, a unit that is not a vehicle, no iNarc pod, another unit named', () => {
    expect(refusal(physicalPhase('F'), removal, rules)).toMatch(/moved this turn/u);
    expect(refusal(physicalPhase('', true), removal, rules)).toMatch(/fired this turn/u);
    const s = physicalPhase();
    const narcOnly = { ...s, units: { ...s.units, pk: { ...s.units.pk!, pods: [PODS[1]] } } };
    expect(refusal(narcOnly, removal, rules)).toMatch(/carries no iNarc pod/u);
    expect(refusal(s, { ...removal, attack: { ...removal.attack, target: 'mech' } }, rules)).toMatch(/names the unit itself/u);
    const mech = { ...s.units.mech!, pods: [PODS[0]] };
    expect(physicalOption({ ...s, units: { ...s.units, mech } }, 'mech', { kind: 'remove-pods', target: 'mech' }, rules)).toMatch(/not a vehicle/u);
  });

  it("the story names a vehicle's locations (the front, not FR)", () => {
    const s = physicalPhase();
    const shot = { ...s, phase: 'fire' as const, fire: {} };
    const held = play(shot, { type: 'fire', unit: 'pk', attacks: [] }, [], rules).state;
    // hit 6+6; location 3+4 = 7: the front.
    const { events, state } = play(held, { type: 'fire', unit: 'mech', attacks: [{ weapon: 0, target: 'pk' }] }, [6, 6, 3, 4], rules);
    const story = battleModule.narrate!(
      state,
      events.find((e) => e.type === 'fireResolved')!,
    ).map((l) => l.text);
    expect(story[0]).toBe("Blue's Medium Laser hits Packrat LRPV PKR-T5 (SRM2): 5 to the front");
  });

  it('the bot has its crew remove enemy iNarc pods when it may, and declares nothing when the vehicle moved', () => {
    expect(botPhysical(physicalPhase(), 'pk', rules)).toEqual({ kind: 'remove-pods', target: 'pk' });
    expect(botPhysical(physicalPhase('F'), 'pk', rules)).toBeNull();
  });
});
