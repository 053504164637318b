import { describe, expect, it } from 'vitest';
import { explainRuling } from '@marshal/core';
import { attempt, endTurns, mech, play, startMission, state } from '../../test/builders';
import { escortConvoy, packratCount } from '../convoy';
import { missionParamsSchema } from '../params';
import { missionById } from './index';
import { sabotageBuildingCf } from './sabotage';
import { extractionRuling, movementModifier } from './extraction';
import { reconRuling } from './rapid-recon';
import { missionStatus } from '../tracker/status';
import { baseMissionRules } from '../options';
import { washUp } from '../wash-up';

const tokens = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, hex: `${String(2 + 5 * i).padStart(2, '0')}05` }));

describe('Escort', () => {
  it('gives one Packrat at 6/6 per full 50 attacking tons', () => {
    expect(packratCount(240)).toBe(4);
    expect(escortConvoy(100).map((u) => [u.name, u.piloting, u.group])).toEqual([
      ['Packrat LRPV PKR-T5 (SRM2) #1', 6, 'convoy'],
      ['Packrat LRPV PKR-T5 (SRM2) #2', 6, 'convoy'],
    ]);
  });
  it("counts the attacking force's tons on the set-up sheet without the convoy it earns (90 t: one Packrat, not two)", () => {
    const units = [mech('a1', 'attacker', { tonnage: 90 }), ...escortConvoy(90), mech('d1', 'defender')];
    const [packrats] = missionById('escort').briefingNumbers!({ units, params: missionParamsSchema.parse({}) });
    expect(packrats?.value).toBe('1 (attacker 90 t ÷ 50, rounded down)');
  });
  const setup = () => ({ mission: 'escort' as const, units: [...escortConvoy(200), mech('a1', 'attacker'), mech('d1', 'defender')] });
  it('exactly half the convoy out is an attacker victory by default, a defender one with the switch', () => {
    const exits = [
      { type: 'exitUnit', unit: 'packrat-1', edge: 'far' },
      { type: 'exitUnit', unit: 'packrat-2', edge: 'far' },
    ];
    const g = play(startMission(setup()), exits);
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
    const mid = play(startMission(setup(), ['escort-half-defender']), [...exits, { type: 'destroyUnit', unit: 'packrat-3', cause: 'other' }], [6, 6]);
    expect(state(mid).decided).toBeNull();
    const g2 = play(mid, [{ type: 'destroyUnit', unit: 'packrat-4', cause: 'cockpit' }]);
    expect(state(g2).decided?.defender.outcome).toBe('complete-victory');
    expect(state(g2).decided?.attacker.reasons.map((r) => r.text)).toContain('exactly half counts for the defender (house-rule switch escort-half-*)');
  });
  it('attackers may leave at any time but only by the far narrow edge; defenders by a broad edge', () => {
    const g = startMission(setup());
    const r = attempt(g, { type: 'exitUnit', unit: 'a1', edge: 'home' });
    expect(r.ok ? '' : r.rejection.reason).toBe('the attacker may leave only by the far edge in Escort');
    expect(attempt(g, { type: 'exitUnit', unit: 'a1', edge: 'far' }).ok).toBe(true);
    const d = attempt(g, { type: 'exitUnit', unit: 'd1', edge: 'flank' });
    expect(d.ok ? '' : d.rejection.reason).toMatch(/may not withdraw: only a unit meeting Forced Withdrawal/);
  });
});

describe('Sabotage', () => {
  it('each building has a quarter of the game tonnage, rounded up: 350 t → 88', () => {
    expect(sabotageBuildingCf(350)).toBe(88);
    const units = [...Array.from({ length: 4 }, (_, i) => mech(`a${i}`, 'attacker')), ...Array.from({ length: 3 }, (_, i) => mech(`d${i}`, 'defender'))];
    const g = startMission({ mission: 'sabotage', units, objectives: { tokens: tokens(4) } });
    expect(state(g).objectives.buildings.map((b) => b.cf)).toEqual([88, 88, 88, 88]);
  });
  it('pays 25% per structure; three destroyed is a complete victory', () => {
    const units = [mech('a1', 'attacker', { tonnage: 100 }), mech('d1', 'defender', { tonnage: 100 })];
    let g = startMission({ mission: 'sabotage', units, objectives: { tokens: tokens(4) } });
    g = play(
      g,
      ['t1', 't2', 't3'].map((b) => ({ type: 'damageBuilding', building: b, damage: 50 })),
    );
    const st = state(g).decided!;
    expect(st.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 75 });
    expect(st.defender).toMatchObject({ outcome: 'defeat', payPercent: 50 });
  });
  it('the fourth structure still pays its quarter after the third decided the mission: four give 100%', () => {
    const units = [mech('a1', 'attacker', { tonnage: 100 }), mech('d1', 'defender', { tonnage: 100 })];
    let g = startMission({ mission: 'sabotage', units, objectives: { tokens: tokens(4) } });
    g = play(
      g,
      ['t1', 't2', 't3', 't4'].map((b) => ({ type: 'damageBuilding', building: b, damage: 50 })),
    );
    expect(state(g).decided!.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    expect(missionStatus(state(g), baseMissionRules).attacker.payPercent).toBe(100);
    expect(washUp(state(g), baseMissionRules).status.attacker.payPercent).toBe(100);
  });
  it('refuses tokens in deep water and the wrong number of tokens', () => {
    const units = [mech('a1', 'attacker'), mech('d1', 'defender')];
    expect(() => startMission({ mission: 'sabotage', units, objectives: { tokens: tokens(3) } })).toThrow('Sabotage needs 4 objective tokens; 3 given');
    const close = [...tokens(3), { id: 't4', hex: '0306' }];
    expect(() => startMission({ mission: 'sabotage', units, objectives: { tokens: close } })).toThrow(
      'Objective 1 (0205) and Objective 4 (0306) are 1 hex apart; they must be at least 5 apart',
    );
    const wet = [...tokens(3), { id: 't4', hex: '0915', waterDepth: 1 }];
    expect(() => startMission({ mission: 'sabotage', units, objectives: { tokens: wet } })).toThrow(/: Objective 4 is in water of depth 1/);
  });
  it('names tokens in its refusals as the set-up page numbers them ("Objective 2"), never by their ids, whatever the ids are', () => {
    const units = [mech('a1', 'attacker'), mech('d1', 'defender')];
    const odd = tokens(4).map((t, i) => ({ ...t, id: ['north', 'x7', 'south', 'east'][i]! }));
    const close = [odd[0]!, { ...odd[1]!, hex: '0206' }, odd[2]!, odd[3]!];
    expect(() => startMission({ mission: 'sabotage', units, objectives: { tokens: close } })).toThrow(
      /: Objective 1 \(0205\) and Objective 2 \(0206\) are 1 hex apart/,
    );
    const wet = [odd[0]!, odd[1]!, { ...odd[2]!, waterDepth: 2 }, odd[3]!];
    expect(() => startMission({ mission: 'sabotage', units, objectives: { tokens: wet } })).toThrow(/: Objective 3 is in water of depth 2/);
    let g = startMission({ mission: 'sabotage', units, objectives: { tokens: odd } });
    g = play(g, [{ type: 'damageBuilding', building: 'south', damage: 999 }]);
    const again = attempt(g, { type: 'damageBuilding', building: 'south', damage: 1 });
    expect(again.ok ? '' : again.rejection.reason).toBe('Building 3 is already destroyed');
  });
  it('at exactly two structures the house rule can defeat both sides', () => {
    const units = [mech('a1', 'attacker'), mech('d1', 'defender')];
    let g = startMission({ mission: 'sabotage', units, objectives: { tokens: tokens(4) } }, ['sabotage-defeat-from-two']);
    g = play(g, [...['t1', 't2'].map((b) => ({ type: 'damageBuilding', building: b, damage: 99 })), { type: 'endGame', reason: 'test' }]);
    expect(state(g).decided!.attacker.outcome).toBe('defeat');
    expect(state(g).decided!.defender.outcome).toBe('defeat');
  });
});

describe('Rapid Recon', () => {
  const scout = mech('s1', 'attacker', { tag: true, activeProbe: true });
  it('recon target: 7, +1 per hex, −1 TAG, −2 probe, +1 per ECM hex, +1 per intervening wood', () => {
    const r = reconRuling(scout, { hexes: 4, ecmHexes: 2, woodsHexes: 1 });
    expect(r.target).toBe(7 + 4 - 1 - 2 + 2 + 1);
    expect(r.modifiers.map((m) => m.id)).toEqual(['recon-base', 'distance', 'tag', 'active-probe', 'ecm', 'woods']);
    expect(explainRuling(r)).toContain('Rapid Recon › Special rules');
  });
  it('one attempt per unit per turn, after the heat phase, with line of sight', () => {
    let g = startMission({ mission: 'rapid-recon', units: [scout, mech('d1', 'defender')], objectives: { tokens: tokens(4) } });
    const cmd = { type: 'attemptRecon', unit: 's1', objective: 't1', lineOfSight: true, hexes: 2 };
    const early = attempt(g, cmd);
    expect(early.ok ? '' : early.rejection.reason).toMatch(/after the heat phase/);
    g = play(g, [{ type: 'setPhase', phase: 'end' }, cmd], [3, 3]);
    expect(state(g).objectives.scanned).toEqual(['t1']);
    const again = attempt(g, { ...cmd, objective: 't2' });
    expect(again.ok ? '' : again.rejection.reason).toBe('s1 has already tried to recon this turn');
    const blind = attempt(play(g, [{ type: 'endTurn' }, { type: 'setPhase', phase: 'end' }]), { ...cmd, objective: 't2', lineOfSight: false });
    expect(blind.ok ? '' : blind.rejection.reason).toBe('the objective must be in line of sight');
  });
  it('every objective scanned pays 25%, the fourth too after the third decided the mission', () => {
    let g = startMission({ mission: 'rapid-recon', units: [scout, mech('s2', 'attacker'), mech('d1', 'defender')], objectives: { tokens: tokens(4) } });
    const scan = (unit: string, objective: string) => ({ type: 'attemptRecon', unit, objective, lineOfSight: true, hexes: 0 });
    g = play(
      g,
      [{ type: 'setPhase', phase: 'end' }, scan('s1', 't1'), scan('s2', 't2'), { type: 'endTurn' }, { type: 'setPhase', phase: 'end' }, scan('s1', 't3')],
      [6, 6, 6, 6, 6, 6],
    );
    expect(state(g).decided!.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 75 });
    g = play(g, [scan('s2', 't4')], [6, 6]);
    expect(state(g).decided!.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    expect(missionStatus(state(g), baseMissionRules).attacker.payPercent).toBe(100);
  });
  it('after turn 8 every attacker must withdraw', () => {
    const g = play(startMission({ mission: 'rapid-recon', units: [scout, mech('d1', 'defender')], objectives: { tokens: tokens(4) } }), endTurns(8));
    expect(state(g).units['s1']!.mustWithdraw).toBe(true);
    expect(state(g).units['d1']!.mustWithdraw).toBe(false);
  });
});

describe('Take the Position', () => {
  const units = [
    mech('a1', 'attacker', { tonnage: 60 }),
    mech('a2', 'attacker', { tonnage: 40 }),
    mech('d1', 'defender'),
    mech('inf', 'defender', { tonnage: 5, ground: true }),
  ];
  it('25% of counted ground tonnage in the area with no counted defender at the end of a turn wins', () => {
    let g = startMission({ mission: 'take-the-position', units });
    g = play(g, [
      { type: 'setPhase', phase: 'end' },
      { type: 'reportArea', attackerUnits: ['a2'], defenderUnits: ['d1'] },
    ]);
    expect(state(g).objectives.positionTakenTurn).toBeNull();
    g = play(g, [{ type: 'reportArea', attackerUnits: ['a2'], defenderUnits: ['inf'] }]);
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
    expect(state(g).ended).toBeNull();
  });
  it('a defender who leaves the board first gives the position up when the attacker can still hold it (default, switchable)', () => {
    const gone = [
      { type: 'destroyUnit', unit: 'd1', cause: 'other', crewRoll: 'later' },
      { type: 'destroyUnit', unit: 'inf', cause: 'other', crewRoll: 'later' },
    ];
    const g = play(startMission({ mission: 'take-the-position', units }), gone);
    expect(state(g).ended).not.toBeNull();
    const st = missionStatus(state(g), baseMissionRules);
    expect(st.attacker.outcome).toBe('complete-victory');
    expect(st.attacker.reasons[0]!.text).toBe(
      "the defender left the board (2 destroyed) before the area was settled; the attacker's moving units carry 100 of the 25 counted tons " +
        'needed to hold it, and nobody is left to contest it',
    );
    // Too little tonnage left moving: the defender's result stands.
    const weak = play(startMission({ mission: 'take-the-position', units }), [
      { type: 'destroyUnit', unit: 'a1', cause: 'other', crewRoll: 'later' },
      { type: 'immobiliseUnit', unit: 'a2' },
      ...gone,
    ]);
    expect(missionStatus(state(weak), baseMissionRules).defender.outcome).toBe('complete-victory');
    // The letter of the rules: the turns decide, even with the defender gone.
    const letter = play(startMission({ mission: 'take-the-position', units }, ['defender-gone-letter']), gone);
    expect(state(letter).decided?.defender.outcome).toBe('complete-victory');
    expect(state(letter).decided?.attacker.outcome).toBe('defeat');
  });
  it('ten turns without it is a defender victory; the house rule then ends the game', () => {
    const g = play(startMission({ mission: 'take-the-position', units }, ['take-position-end-when-decided']), endTurns(10));
    expect(state(g).decided?.defender.outcome).toBe('complete-victory');
    expect(state(g).ended).not.toBeNull();
  });
});

describe('Extraction', () => {
  it('target 5 + movement modifier (5 hexes → +2), −1 with a working hand', () => {
    expect(movementModifier(5)).toBe(2);
    expect(extractionRuling(mech('a', 'attacker', { hands: true }), 5).target).toBe(6);
    expect(extractionRuling(mech('a', 'attacker'), 2).target).toBe(5);
  });
  it('pick up, carry out through the deployment zone, win', () => {
    let g = startMission({
      mission: 'extraction',
      units: [mech('a1', 'attacker', { hands: true }), mech('d1', 'defender')],
      objectives: { tokens: [], objectiveHex: '0808' },
    });
    const grab = { type: 'attemptExtraction', unit: 'a1', hexesMoved: 3, inObjectiveHex: true, enemyInHex: false, attackedThisTurn: false };
    const fired = attempt(play(g, [{ type: 'setPhase', phase: 'end' }]), { ...grab, attackedThisTurn: true });
    expect(fired.ok ? '' : fired.rejection.reason).toMatch(/fired or made a physical attack/);
    g = play(g, [{ type: 'setPhase', phase: 'end' }, grab, { type: 'exitUnit', unit: 'a1', edge: 'home' }], [2, 3]);
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
    expect(state(g).ended?.reason).toBe('every mobile attacking unit has left through the deployment zone');
  });
  it('one pick-up attempt per unit at the end of a turn; it may try again next turn', () => {
    let g = startMission({
      mission: 'extraction',
      units: [mech('a1', 'attacker'), mech('a2', 'attacker'), mech('d1', 'defender')],
      objectives: { tokens: [], objectiveHex: '0808' },
    });
    const grab = (unit: string) => ({ type: 'attemptExtraction', unit, hexesMoved: 0, inObjectiveHex: true, enemyInHex: false, attackedThisTurn: false });
    g = play(g, [{ type: 'setPhase', phase: 'end' }, grab('a1')], [1, 1]);
    const again = attempt(g, grab('a1'));
    expect(again.ok ? '' : again.rejection.reason).toBe('a1 has already tried to pick up the objective this turn');
    if (!again.ok) expect(again.rejection.source).toMatchObject({ seed: '000', section: 'Extraction › Special rules' });
    g = play(g, [grab('a2'), { type: 'endTurn' }, { type: 'setPhase', phase: 'end' }, grab('a1')], [1, 1, 3, 3]);
    expect(state(g).objectives.extraction.carrier).toBe('a1');
  });
});

describe('Assassination', () => {
  const units = [mech('a1', 'attacker', { value: 2000 }), mech('a2', 'attacker'), mech('d1', 'defender', { value: 1500 }), mech('d2', 'defender')];
  it('targets the most valuable ground unit that is not support', () => {
    const g = startMission({ mission: 'assassination', units });
    expect(state(g).objectives.assassinationTargets).toEqual({ attacker: 'a1', defender: 'd1' });
  });
  it('both targets down in the same phase is a draw: 75% pay, faction points as the seed says', () => {
    let g = startMission({ mission: 'assassination', units });
    g = play(g, [
      { type: 'setPhase', phase: 'weapon-attack' },
      { type: 'destroyUnit', unit: 'a1', cause: 'cockpit' },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
    ]);
    const st = state(g).decided!;
    expect(st.attacker).toMatchObject({ outcome: 'draw', payPercent: 75, factionPoints: 'half-gain' });
    expect(st.defender).toMatchObject({ outcome: 'draw', payPercent: 75, factionPoints: 'gain-as-winner' });
  });
});

describe('Assassination, first target down', () => {
  it('the side whose target falls first, alone in its phase, loses once the phase is over', () => {
    const units = [mech('a1', 'attacker', { value: 2000 }), mech('d1', 'defender', { value: 1500 }), mech('d2', 'defender')];
    let g = startMission({ mission: 'assassination', units });
    g = play(g, [{ type: 'setPhase', phase: 'weapon-attack' }, { type: 'destroyUnit', unit: 'd1', cause: 'other' }, { type: 'endTurn' }], [1, 1]);
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
    expect(state(g).decided?.attacker.reasons[0]!.text).toContain("the defender's target d1 was destroyed first");
  });
});

describe('Break the Line', () => {
  it('more than half the raiders off the far edge by turn 8 with at least half their walking MP', () => {
    const units = [mech('r1', 'attacker', { walkMp: 6 }), mech('r2', 'attacker', { walkMp: 6 }), mech('r3', 'attacker'), mech('d1', 'defender')];
    let g = startMission({ mission: 'break-the-line', units });
    g = play(g, [
      { type: 'exitUnit', unit: 'r1', edge: 'far', walkMp: 2 },
      { type: 'exitUnit', unit: 'r2', edge: 'far', walkMp: 3 },
    ]);
    expect(missionStatus(state(g), baseMissionRules).decided).toBe(false);
    g = play(g, [{ type: 'exitUnit', unit: 'r3', edge: 'far' }]);
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
  });
  it('a defender gone from the board lets the raiders still able to move off unopposed (default, switchable)', () => {
    const units = [mech('r1', 'attacker', { walkMp: 6 }), mech('r2', 'attacker', { walkMp: 6 }), mech('r3', 'attacker', { walkMp: 6 }), mech('d1', 'defender')];
    const slowed = { type: 'reportDamage', unit: 'r2', facts: { armourStripped: [], destroyed: [], walkMp: 2 } };
    const gone = { type: 'destroyUnit', unit: 'd1', cause: 'other', crewRoll: 'later' };
    const g = play(startMission({ mission: 'break-the-line', units }), [slowed, gone]);
    expect(state(g).decided?.attacker).toMatchObject({ outcome: 'complete-victory' });
    expect(state(g).decided!.attacker.reasons[0]!.text).toBe(
      '0 of 3 raiders were off the far edge when the defender left the board (1 destroyed); the 2 still on it with at least half their walking MP ' +
        'get off unopposed',
    );
    // One raider able to move is not more than half.
    const slow = (id: string) => ({ ...slowed, unit: id });
    expect(state(play(startMission({ mission: 'break-the-line', units }), [slowed, slow('r3'), gone])).decided?.defender.outcome).toBe('complete-victory');
    expect(state(play(startMission({ mission: 'break-the-line', units }, ['defender-gone-letter']), [gone])).decided?.defender.outcome).toBe(
      'complete-victory',
    );
  });
});

describe('Diversion', () => {
  it('the trapped force must hold the larger half of the counted units', () => {
    const units = [
      mech('a1', 'attacker', { group: 'trapped' }),
      mech('a2', 'attacker', { group: 'diversion' }),
      mech('a3', 'attacker', { group: 'diversion' }),
      mech('d1', 'defender'),
    ];
    expect(() => startMission({ mission: 'diversion', units })).toThrow(/the trapped force must hold 2 of the 3 counted/);
    const ok = units.map((u) => (u.id === 'a2' ? { ...u, group: 'trapped' } : u));
    expect(() => startMission({ mission: 'diversion', units: ok })).not.toThrow();
  });
  it('a defender gone from the board lets the trapped units still able to move break out unopposed (default, switchable)', () => {
    const units = [
      mech('a1', 'attacker', { group: 'trapped' }),
      mech('a2', 'attacker', { group: 'trapped' }),
      mech('a3', 'attacker', { group: 'diversion' }),
      mech('d1', 'defender'),
    ];
    const gone = { type: 'destroyUnit', unit: 'd1', cause: 'other', crewRoll: 'later' };
    const g = play(startMission({ mission: 'diversion', units }), [gone]);
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
    expect(state(g).decided!.attacker.reasons[0]!.text).toBe(
      '0 of 2 trapped units had broken out when the defender left the board (1 destroyed); the 2 still able to move break out unopposed',
    );
    const stuck = play(startMission({ mission: 'diversion', units }), [{ type: 'immobiliseUnit', unit: 'a1' }, gone]);
    expect(state(stuck).decided?.defender.outcome).toBe('complete-victory');
    expect(state(play(startMission({ mission: 'diversion', units }, ['defender-gone-letter']), [gone])).decided?.defender.outcome).toBe('complete-victory');
  });
});

describe('briefing', () => {
  it('a 350-ton Sabotage sheet gives 88-point buildings and the turn-6 ceasefire mark', async () => {
    const { missionBriefing } = await import('../briefing');
    const units = [...Array.from({ length: 4 }, (_, i) => mech(`a${i}`, 'attacker')), ...Array.from({ length: 3 }, (_, i) => mech(`d${i}`, 'defender'))];
    const b = missionBriefing({ mission: 'sabotage', units });
    expect(b.numbers[0]!.value).toBe('88 (350 t ÷ 4, rounded up)');
    expect(b.board).toMatchObject({ countedUnits: 7, sheets: 2 });
    expect(b.turnTrack[0]).toMatchObject({ afterTurn: 6 });
    expect(missionBriefingFor('break-the-line').board).toMatchObject({ sheets: 4, fixedByMission: true });
    function missionBriefingFor(id: string) {
      return missionBriefing({ mission: id, units });
    }
  });
});

describe('refusals name units as players know them', () => {
  it('an Assassination target that may not be one is named, never by its id', () => {
    const units = [mech('a1', 'attacker'), mech('d1', 'defender', { name: 'Wolverine WVR-6R' }), mech('d2', 'defender', { name: 'Packrat', support: true })];
    expect(() => startMission({ mission: 'assassination', units, targets: { defender: 'd2' } })).toThrow(
      /: Packrat cannot be the defender's target: it must be a ground unit that is not a support unit$/,
    );
  });
});
