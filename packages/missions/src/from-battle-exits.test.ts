import { describe, expect, it } from 'vitest';
import { type LiveGame, ScriptedDice, hexLabel, neighbour, playCommand, startGame } from '@marshal/core';
import type { BattleSetup, BattleState } from '@marshal/battletech';
import { type BattleLink, missionEdge, missionUnitsFromBattle, reportsFromBattle } from './from-battle';
import { missionModule } from './tracker/module';
import type { MissionState } from './tracker/state';
import { CLEAR_BOARD, HUNCHBACK, LOCUST, PACKRAT, battleStart, bundled, round, step } from '../test/scripted-battle';

type Unit = BattleSetup['units'][number];
const unit = (id: string, side: string, path: string, hex: string, facing: number, skill = 4): Unit => ({
  id,
  side,
  unit: bundled(path),
  gunnery: skill,
  piloting: skill + 1,
  hex,
  facing,
});

function battle(sides: BattleSetup['sides'], units: Unit[]): BattleState {
  return battleStart({
    title: 'Mission battle',
    map: { boards: [{ name: 'clear', text: CLEAR_BOARD, rotated: false }] },
    movement: 'alternating',
    timers: null,
    roundLimit: null,
    sides,
    units,
  });
}

function track(mission: string, start: BattleState, link: BattleLink): LiveGame {
  return startGame(missionModule, { setup: { mission, units: missionUnitsFromBattle(start, link) }, dice: { kind: 'scripted' } });
}

/** Bring the tracker up to the battle; crew-survival rolls (if any) take the given faces. */
function sync(game: LiveGame, b: BattleState, link: BattleLink, faces: number[] = []): LiveGame {
  const dice = new ScriptedDice(faces);
  let g = game;
  for (const command of reportsFromBattle(g.state as MissionState, b, link)) {
    const r = playCommand(g, command, dice);
    if (!r.ok) throw new Error(`${command.type} ${JSON.stringify(command)} refused: ${r.rejection.reason}`);
    g = r.game;
  }
  return g;
}

const ms = (g: LiveGame) => g.state as MissionState;

describe('Escort from a digital battle: the convoy leaves by the far narrow edge', () => {
  // The attacker deployed along the south edge; its units retreat, and may only leave, by the far (north) edge.
  const sides: BattleSetup['sides'] = [
    { id: 'convoy', homeEdge: 'north', exitEdges: ['north'] },
    { id: 'raiders', homeEdge: 'west', exitEdges: ['east', 'west'] },
  ];
  const link: BattleLink = {
    sides: { convoy: 'attacker', raiders: 'defender' },
    attackerHome: 'south',
    roles: { pk1: { group: 'convoy' }, pk2: { group: 'convoy' }, pk3: { group: 'convoy' } },
  };
  const start = () =>
    battle(sides, [
      unit('pk1', 'convoy', PACKRAT, '0802', 0, 6),
      unit('pk2', 'convoy', PACKRAT, '0806', 3, 6),
      unit('pk3', 'convoy', PACKRAT, '1206', 3, 6),
      unit('hbk1', 'raiders', HUNCHBACK, '0809', 0),
      unit('hbk2', 'raiders', HUNCHBACK, '1209', 0),
    ]);

  it('one Packrat out by the north edge, two killed by crits to the crew: the defender wins, and says why', () => {
    // Each Hunchback's right-arm laser: to-hit 6, location 2 (front + critical), critical 12 (crew killed).
    const b = round(start(), {
      orders: { pk1: 'F F' },
      fire: { hbk1: [{ weapon: 1, target: 'pk2' }], hbk2: [{ weapon: 1, target: 'pk3' }] },
      fireDice: [3, 3, 1, 1, 6, 6, 3, 3, 1, 1, 6, 6],
    });
    expect(b.exits.pk1).toEqual({ edge: 'north', round: 1, phase: 'movement', walkMp: 7, forced: false });
    expect(missionEdge(b, link, 'north')).toBe('far');
    expect([b.units.pk2!.destroyed, b.units.pk3!.destroyed]).toEqual([true, true]);
    expect(b.outcome).toMatchObject({ result: 'victory', winner: 'raiders' });
    const g = sync(track('escort', start(), link), b, link, [6, 6, 6, 6]);
    expect(ms(g).units.pk1).toMatchObject({ status: 'exited', exit: { edge: 'far', turn: 1, walkMp: 7 } });
    expect(ms(g).decided?.defender).toMatchObject({ outcome: 'complete-victory' });
    expect(ms(g).decided?.defender.reasons[0]!.text).toBe('1 of 3 Packrats have left by the far narrow edge; 0 still on the board');
    expect(ms(g).ended?.reason).toBe('the attacker has no units left on the board: 2 destroyed and 1 withdrawn');
  });

  it('two of three out (one a round later) is an attacker victory; a Packrat cannot leave by a flank', () => {
    let b = round(start(), { orders: { pk1: 'F F', pk3: 'L L F F F F F' } });
    expect(b.exits.pk3).toBeUndefined();
    expect(b.positions.pk3!.hex).toBe('1604');
    b = round(b, { orders: { pk2: 'R R R F F F F F F' } });
    expect(b.exits.pk2).toMatchObject({ edge: 'north', round: 2 });
    const g = sync(track('escort', start(), link), b, link);
    expect(ms(g).units.pk2!.exit).toEqual({ edge: 'far', turn: 2, walkMp: 7 });
    expect(ms(g).decided?.attacker).toMatchObject({ outcome: 'complete-victory' });
    expect(ms(g).decided?.attacker.reasons[0]!.text).toBe('2 of 3 Packrats have left by the far narrow edge; 1 still on the board');
  });
});

describe("Diversion from a digital battle: the trapped force breaks out by the diversion force's edge", () => {
  const sides: BattleSetup['sides'] = [
    { id: 'merc', homeEdge: 'south', exitEdges: ['south'] },
    { id: 'garrison', homeEdge: 'east', exitEdges: ['east', 'west'] },
  ];
  const link: BattleLink = {
    sides: { merc: 'attacker', garrison: 'defender' },
    roles: { t1: { group: 'trapped' }, t2: { group: 'trapped' }, d1: { group: 'diversion' } },
  };
  const start = () =>
    battle(sides, [
      unit('t1', 'merc', LOCUST, '0815', 3),
      unit('t2', 'merc', LOCUST, '0412', 3),
      unit('d1', 'merc', HUNCHBACK, '1215', 0),
      unit('x1', 'garrison', HUNCHBACK, '0808', 3),
    ]);

  it('one trapped unit out is not yet enough; the second a round later wins it, with the reason', () => {
    const r1 = round(start(), { orders: { t1: 'F F F' } });
    expect(r1.exits.t1).toEqual({ edge: 'south', round: 1, phase: 'movement', walkMp: 8, forced: false });
    let g = sync(track('diversion', start(), link), r1, link);
    expect(ms(g).units.t1!.exit).toEqual({ edge: 'home', turn: 1, walkMp: 8 });
    expect(ms(g).decided).toBeFalsy();
    const r2 = round(r1, { orders: { t2: '6xF' } });
    g = sync(g, r2, link);
    expect(ms(g).units.t2!.exit).toEqual({ edge: 'home', turn: 2, walkMp: 8 });
    expect(ms(g).decided?.attacker).toMatchObject({ outcome: 'complete-victory' });
    expect(ms(g).decided?.attacker.reasons[0]!.text).toBe("2 of 2 trapped units have broken out by the diversion force's edge; 0 still on the board");
  });
});

describe('Break the Line from a digital battle: raiders off the far edge by turn 8 with at least half their walking MP', () => {
  const sides: BattleSetup['sides'] = [
    { id: 'raid', homeEdge: 'south', exitEdges: ['north', 'south'] },
    { id: 'line', homeEdge: 'east', exitEdges: ['east', 'west'] },
  ];
  const link: BattleLink = { sides: { raid: 'attacker', line: 'defender' } };
  const start = () =>
    battle(sides, [
      unit('r1', 'raid', LOCUST, '0802', 0),
      unit('r2', 'raid', LOCUST, '0402', 0),
      unit('r3', 'raid', LOCUST, '1210', 0),
      unit('x1', 'line', HUNCHBACK, '0808', 3),
    ]);
  /** r2 arrives with both hip actuators destroyed: 8 walking MP halved twice to 2, under half its starting 8. */
  const hipless = (b: BattleState): BattleState => {
    const u = b.units.r2!;
    const slots = Object.fromEntries(Object.entries(u.slots).map(([loc, list]) => [loc, list.map((x) => (x.system === 'hip' ? { ...x, hit: true } : x))]));
    return { ...b, units: { ...b.units, r2: { ...u, slots } } };
  };

  it('a raider out with a quarter of its MP does not count; the third too late: the defender holds the line', () => {
    let b = round(hipless(start()), { orders: { r1: 'F F', r2: 'F F' } });
    expect(b.exits.r2).toEqual({ edge: 'north', round: 1, phase: 'movement', walkMp: 2, forced: false });
    for (let i = 0; i < 7; i++) b = round(b);
    const g = sync(track('break-the-line', start(), link), b, link);
    expect(b.round).toBe(9);
    expect(ms(g).units.r2!.exit).toEqual({ edge: 'far', turn: 1, walkMp: 2 });
    expect(ms(g).decided?.defender).toMatchObject({ outcome: 'complete-victory' });
    expect(ms(g).decided?.defender.reasons[0]!.text).toBe('1 of 3 raiders off the far edge by turn 8 with at least half their walking MP');
  });

  it('two of three raiders through in the first two rounds break the line', () => {
    let b = round(hipless(start()), { orders: { r1: 'F F' } });
    b = round(b, { orders: { r3: '10xF' } });
    expect(b.exits.r3).toMatchObject({ edge: 'north', round: 2, walkMp: 8 });
    const g = sync(track('break-the-line', start(), link), b, link);
    expect(ms(g).decided?.attacker).toMatchObject({ outcome: 'complete-victory' });
    expect(ms(g).decided?.attacker.reasons[0]!.text).toBe('2 of 3 raiders off the far edge by turn 8 with at least half their walking MP');
  });
});

describe('Open Engagement from a digital battle: a unit pushed off a flank edge', () => {
  const sides: BattleSetup['sides'] = [
    { id: 'merc', homeEdge: 'south', exitEdges: ['south'] },
    { id: 'garrison', homeEdge: 'north', exitEdges: ['north'] },
  ];
  const link: BattleLink = { sides: { merc: 'attacker', garrison: 'defender' }, attackerHome: 'south' };
  // The Hunchback faces north-east with the target in the east edge column straight ahead of it.
  const pusher = hexLabel({ col: 14, row: 8 });
  const pushed = hexLabel(neighbour({ col: 14, row: 8 }, 1));
  const start = () => battle(sides, [unit('a1', 'merc', HUNCHBACK, pusher, 1), unit('d1', 'garrison', HUNCHBACK, pushed, 3)]);

  it('leaves the mission too, by that edge, though the defender may only withdraw by the far edge; it signals no retreat', () => {
    let b = step(start(), { type: 'initiative' }, [1, 1, 6, 6]);
    while (b.phase === 'movement') b = step(b, { type: 'move', unit: b.moveQueue[0]!, orders: '' });
    for (const id of ['a1', 'd1']) b = step(b, { type: 'fire', unit: id, attacks: [], twist: 0 });
    b = step(b, { type: 'physical', unit: 'a1', attack: { kind: 'push', target: 'd1' } });
    // To-hit 4 (piloting 5, push −1): 2 + 2 hits, and the push carries d1 off the east edge.
    b = step(b, { type: 'physical', unit: 'd1', attack: null }, [2, 2]);
    expect(b.exits.d1).toMatchObject({ edge: 'east', round: 1, phase: 'physical' });
    const reports = reportsFromBattle(ms(track('open-engagement', start(), link)), b, link);
    expect(reports).toContainEqual({ type: 'exitUnit', unit: 'd1', edge: 'flank', walkMp: 4, displaced: true });
    const g = sync(track('open-engagement', start(), link), b, link);
    expect(ms(g).units.d1).toMatchObject({ status: 'exited', exit: { edge: 'flank', turn: 1 } });
    expect(ms(g).generalRetreat.defender).toBeFalsy();
    // The same report as a withdrawal is refused: only a displacement carries a unit off by a flank edge.
    const chosen = playCommand(track('open-engagement', start(), link), { type: 'exitUnit', unit: 'd1', edge: 'flank' }, new ScriptedDice([]));
    expect(chosen.ok || chosen.rejection.reason).toBe('the defender may leave only by the far edge in Open Engagement');
  });
});
