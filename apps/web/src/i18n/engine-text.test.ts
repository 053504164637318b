import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { combatRuleset, manualLosInput, requireWeapon } from '@marshal/battletech';
import { PHYSICAL, type WeaponAttackInput, mech, physicalToHit, psrRuling, weaponToHit, withHeat } from '@marshal/battletech/testing';
import type { Modifier, Ruling } from '@marshal/core';
import { type DaEvent, describeDaEvent } from '@marshal/dark-age';
import { PhysicalDice, formatSource, playCommand, resolveRuleset, scriptedDice, startGame } from '@marshal/core';
import { type M42Event, describeCondition, m42Module, sampleM42State } from '@marshal/m42';
import {
  type ContractState,
  type MissionEvent,
  type MissionState,
  baseMissionRules,
  contractModule,
  generalRetreatOf,
  missionFacts,
  missionPrompts,
  narrateMissionEvents,
  withdrawalStanding,
} from '@marshal/missions';
import { endTurns, mech as missionUnit, play, startMission, state as missionState } from '@marshal/missions/testing';
import {
  DEFAULT_MAP_SWAP,
  TIEBREAKERS,
  balanceDuel,
  baseRules,
  describeMapChoice,
  describeMapStep,
  describeNextMapStep,
  explainBalance,
  newMapDraft,
  pairByMatching,
  resolveMapChoice,
  scoreBye,
  scoreDuel,
  takeMapStep,
  tournamentOptions,
  type MapDraft,
  type MapStep,
} from '@marshal/tournament';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_GROUPS, type Template, compileTemplate, compileTemplates, matchText, modifierGroups, translateWith } from './engine-text';
import enEngine from './locales/en/engine.json';
import deEngine from './locales/de/engine.json';

const PACKAGES = resolve(import.meta.dirname, '../../../../packages');
type Tree = { readonly [key: string]: string | Tree };

function engineSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : engineSources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}
const sources = readdirSync(PACKAGES).flatMap((p) => {
  const src = join(PACKAGES, p, 'src');
  try {
    return statSync(src).isDirectory() ? engineSources(src) : [];
  } catch {
    return [];
  }
});

/**
 * Every modifier id the engines write, read from their source: `modifier('id', …)`, `modifier(`tpl-${x}`, …)` (a
 * `${…}` part becomes `*`), the line-of-sight ids passed through `addIntervening`, and the physical attack kinds.
 */
function engineModifierIds(): Set<string> {
  const ids = new Set<string>();
  for (const text of sources) {
    for (const m of text.matchAll(/\bmodifier\(\s*(['`])([^'`]*)\1/g)) ids.add(m[2]!.replace(/\$\{[^}]*\}/g, '*'));
    for (const m of text.matchAll(/\baddIntervening\(\s*\w+,\s*'([\w-]+)'/g)) ids.add(m[1]!);
  }
  for (const kind of Object.keys(PHYSICAL)) if (PHYSICAL[kind as keyof typeof PHYSICAL].base) ids.add(kind);
  return ids;
}

const en = compileTemplates(enEngine as Tree);
const i18n = createInstance();
await i18n.init({
  lng: 'de',
  fallbackLng: 'en',
  ns: ['engine'],
  resources: { en: { engine: enEngine }, de: { engine: deEngine } },
  interpolation: { escapeValue: false },
});
const t = (key: string, params: Record<string, unknown>) => i18n.t(key, { ns: 'engine', ...params });
const de = (text: string, groups: readonly string[]) => translateWith(text, en, groups, t);
const german = (m: Modifier) => de(m.label, modifierGroups(m.id, en));

describe('engine words in German (ADR 0036, session 8)', () => {
  it('turns an English template into a pattern that reads its values back', () => {
    const tpl: Template = compileTemplate('story.hitsDamage', "{{unit}}'s {{weapon}} hits {{target}}: {{list}}");
    expect(tpl.pattern.exec("Atlas's Medium Laser hits Locust: 5 to the left torso")?.groups).toEqual({
      unit: 'Atlas',
      weapon: 'Medium Laser',
      target: 'Locust',
      list: '5 to the left torso',
    });
    const numeric = compileTemplate('part.damageTo', '{{damage}} to {{location}}');
    expect(numeric.pattern.test('5 to the head')).toBe(true);
    expect(numeric.pattern.test('Too small: expected number to be >=0')).toBe(false);
    expect(matchText('something no template says', en, ['story.'])).toBeNull();
  });

  it('has a German entry for every modifier id the engines write (read from their source, so a new id fails here)', () => {
    const ids = engineModifierIds();
    expect(ids.size).toBeGreaterThan(60);
    const modifiers = (deEngine as Tree).modifier as Tree;
    const missing = [...ids].filter((id) => id !== 'trigger-*' && !(id in modifiers));
    expect(missing).toEqual([]);
  });

  it('every piloting-roll trigger of the rules (their labels are `trigger-…` modifiers and roll reasons) reads German', () => {
    for (const rules of [combatRuleset([]).rules, combatRuleset(['solaris-vii']).rules]) {
      for (const [trigger, rule] of Object.entries(rules.triggers)) {
        const text = de(rule.label, ['trigger.']);
        expect(text, trigger).not.toBe(rule.label);
      }
    }
    expect(de('was kicked', ['trigger.'])).toBe('wurde getreten');
  });

  const tw = combatRuleset([]).rules;
  const attacker = mech({ tonnage: 50, name: 'Shooter' });
  const target = mech({ tonnage: 60, name: 'Target' });
  const laser = requireWeapon('Medium Laser');
  const base: WeaponAttackInput = { attacker, target, weapon: laser, range: 5, attackerMoved: 'ran', targetMoved: { hexes: 5, jumped: true } };
  const rulings: Ruling[] = [
    weaponToHit(base, tw),
    weaponToHit({ ...base, attacker: withHeat(attacker, 13), attackerMoved: 'walked', target: { ...target, prone: true }, secondaryTarget: 'other' }, tw),
    weaponToHit(
      { ...base, range: 1, target: { ...target, prone: true, immobile: true }, los: manualLosInput('water', 'heavy'), weapon: requireWeapon('LRM 10') },
      tw,
    ),
    weaponToHit({ ...base, range: 12, weapon: requireWeapon('PPC'), attackerMoved: 'jumped', los: manualLosInput('horizontal', 'light') }, tw),
    weaponToHit({ ...base, range: 10 }, tw),
    weaponToHit({ ...base, attacker: { ...attacker, prone: true }, targetMoved: { hexes: 25, jumped: false } }, tw),
    physicalToHit({ kind: 'kick', attacker, target, limb: 'LL', attackerMoved: 'walked', targetMoved: { hexes: 3, jumped: false } }, tw),
    physicalToHit({ kind: 'push', attacker, target, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false } }, tw),
    physicalToHit({ kind: 'dfa', attacker, target, attackerMoved: 'walked', targetMoved: { hexes: 0, jumped: false } }, tw),
    physicalToHit(
      {
        kind: 'charge',
        attacker,
        target: { ...target, pilot: { ...target.pilot, piloting: 3 } },
        attackerMoved: 'ran',
        targetMoved: { hexes: 0, jumped: false },
      },
      tw,
    ),
    psrRuling(attacker, 'kicked', tw),
    psrRuling({ ...attacker, damageThisPhase: 25 }, 'damage', combatRuleset(['solaris-vii']).rules),
  ];

  it('every modifier, label and reason of real engine rulings reads German (none falls back to English)', () => {
    const english: string[] = [];
    for (const r of rulings) {
      if (de(r.label, ['ruling.']) === r.label) english.push(`label: ${r.label}`);
      for (const m of r.modifiers) if (german(m) === m.label) english.push(`${m.id}: ${m.label}`);
      if (r.automatic && de(r.automatic.reason, ['reason.', 'trigger.']) === r.automatic.reason) english.push(`reason: ${r.automatic.reason}`);
    }
    expect(english).toEqual([]);
  });

  it('writes the German breakdown of a weapon to-hit as the German rules put it', () => {
    const r = rulings[0]!;
    expect(de(r.label, ['ruling.'])).toBe('Shooter → Target: Medium Laser auf Entfernung 5');
    expect(r.modifiers.map(german)).toEqual(['Gunnery 4', 'Angreifer rannte', 'Ziel bewegte sich 5 Felder', 'Ziel sprang', 'mittlere Reichweite (4–6)']);
    expect(de(rulings[4]!.automatic!.reason, ['reason.'])).toBe('Entfernung 10 liegt außerhalb der Reichweite 1–9 von Medium Laser');
    expect(de(rulings[10]!.label, ['ruling.'])).toBe('Shooter: Pilotenwurf — wurde getreten');
    const offset = {
      id: 'munition',
      label: 'Precision ammunition (offsets target movement)',
      value: -2,
      source: { kind: 'seed', seed: '003', section: 'x' } as const,
    };
    expect(german(offset)).toBe('Präzisionsmunition (gleicht Zielbewegung aus)');
  });

  it('translates battle narration with lists and locations inside, and plurals by count', () => {
    expect(de("Atlas's Medium Laser hits Locust: 5 to the left torso, 3 to the head (rear)", ['story.'])).toBe(
      'Medium Laser von Atlas trifft Locust: 5 auf left torso, 3 auf head (hinten)',
    );
    expect(de('Locust: the left arm and the left torso destroyed', ['story.'])).toBe('Locust: left arm und left torso zerstört');
    expect(de('Atlas declares 1 shot', ['story.'])).toBe('Atlas erklärt 1 Schuss');
    expect(de('Atlas declares 3 shots', ['story.'])).toBe('Atlas erklärt 3 Schüsse');
    expect(de('Atlas fails a piloting roll (took 20+ damage this phase)', ['story.'])).toBe(
      'Atlas misslingt ein Pilotenwurf (erhielt 20+ Schaden in dieser Phase)',
    );
    expect(de('needed 8, rolled 6', ['story.'])).toBe('Mindestwurf 8, 6 gewürfelt');
  });

  it('leaves a text no template matches as the engine wrote it', () => {
    expect(de('a sentence from a future engine', ['story.', 'reason.'])).toBe('a sentence from a future engine');
    expect(german({ id: 'new-id', label: 'a new modifier', value: 1, source: { kind: 'book', title: 'x' } as never })).toBe('a new modifier');
  });
});

describe('input errors in German', () => {
  it("translates zod's words inside the server's message and leaves the field's part alone", () => {
    const groups = ['reason.', 'error.'];
    expect(de('battle setup: Too small: expected number to be >=0', groups)).toBe('battle setup: Zu klein: erwartet wird eine Zahl ≥ 0');
    expect(de('Invalid input: expected number, received string', groups)).toBe('Ungültige Eingabe: erwartet Zahl, erhalten Text');
    expect(de('death from above needs a jump', groups)).toBe('ein Todessprung braucht einen Sprung');
  });
});

describe('mission tracker lines in German (from the missions package itself)', () => {
  it('every line its narration writes for these events reads German', () => {
    const s = { units: {} } as unknown as MissionState;
    const events = [
      { type: 'phaseSet', phase: 'weapon-attack' },
      { type: 'turnEnded', turn: 3 },
      { type: 'damageReported', unit: 'Hunchback', facts: { armourStripped: ['LA', 'RT'], destroyed: ['LA'], walkMp: 2 } },
      { type: 'damageReported', unit: 'Hunchback', facts: { armourStripped: [], destroyed: [] } },
      { type: 'unitExited', unit: 'Locust', edge: 'home', turn: 4, phase: 'movement' },
      { type: 'unitDestroyed', unit: 'Atlas', cause: 'cockpit', turn: 5, phase: 'weapon-attack' },
      { type: 'unitImmobilised', unit: 'Atlas', abandoned: true, reason: null },
      { type: 'immobileDecided', unit: 'Atlas', decision: 'fight' },
      { type: 'buildingDamaged', building: 'B1', damage: 12, destroyed: false, remaining: 28 },
      { type: 'objectiveExtracted', unit: 'Locust' },
      { type: 'missionDecided', status: { attacker: { outcome: 'complete-victory', reasons: [] }, defender: { outcome: 'defeat', reasons: [] } } },
      { type: 'gameEnded', turn: 9, reason: 'time' },
    ] as unknown as MissionEvent[];
    const lines = narrateMissionEvents(s, events);
    expect(lines.length).toBe(events.length);
    const english = lines.map((l) => l.text).filter((text) => de(text, ['mission.', 'story.']) === text);
    expect(english).toEqual([]);
    expect(de(lines[0]!.text, ['mission.'])).toBe('Waffenangriffsphase');
    expect(de(lines[2]!.text, ['mission.'])).toBe('Hunchback: Schaden gemeldet: Panzerung weg an LA, RT; LA zerstört; Gehen 2 BP');
    expect(de(lines[5]!.text, ['mission.'])).toBe('Atlas zerstört (kritischer Treffer im Cockpit) in Zug 5, Waffenangriffsphase');
  });
});

describe('Fire for Effect log lines in German (from the dark-age package itself)', () => {
  it('the lines its describeDaEvent writes for orders, moves, clicks, attacks and turns read German', () => {
    const events = [
      { type: 'orderGiven', order: 'move', units: ['Hauberk', 'Legionnaire'] },
      { type: 'moved', unit: 'Hauberk', inches: 8, from: { x: 1, y: 2 }, to: { x: 9, y: 2 }, facing: 90 },
      { type: 'dialTurned', unit: 'Hauberk', clicks: 2, reason: 'damage', from: 0, to: 2, status: 'active' },
      { type: 'dialTurned', unit: 'Legionnaire', clicks: 1, reason: 'damage', from: 3, to: 4, status: 'eliminated' },
      { type: 'captured', unit: 'Hover APC', captor: 'Hauberk' },
      { type: 'turnEnded', turn: 2, nextPlayer: 'Blue' },
      {
        type: 'attackResolved',
        kind: 'ranged',
        attacker: 'Hauberk',
        formation: ['Legionnaire'],
        roll: { faces: [3, 4], total: 7 },
        critical: null,
        results: [{ target: 'Locust', range: 6, splash: false, hit: true, ruling: { target: 9 } }],
      },
    ] as unknown as DaEvent[];
    const lines = events.flatMap((e) => describeDaEvent(e, { rulings: false }));
    expect(lines.length).toBe(8);
    expect(lines.filter((line) => de(line, ['ffe.']) === line)).toEqual([]);
    expect(de(lines[7]!, ['ffe.'])).toBe('  Locust auf 6″: Treffer (braucht 9+)');
    expect(de(lines[6]!, ['ffe.'])).toBe('Hauberk (Formation mit Legionnaire) Fernkampfangriff: 3+4 = 7 gewürfelt');
  });
});

describe('a refused fire declaration in German', () => {
  it('reads the reason the battle engine gives, its explanation a part of its own', () => {
    expect(de('attacks.0: LRM 10 cannot fire at atlas (destroyed, out of range or arc, no ammunition, or no line of sight)', ['reason.'])).toBe(
      'attacks.0: LRM 10 kann nicht auf atlas feuern (zerstört, außer Reichweite oder Feuerbereich, keine Munition oder keine Sichtlinie)',
    );
  });
});

describe('mission prompts, withdrawal reasons and contract ledger lines in German (from the missions package itself)', () => {
  const english = (texts: readonly string[], groups: readonly string[]) => texts.filter((text) => de(text, groups) === text);
  const units = () => [
    missionUnit('a1', 'attacker', { commander: true }),
    missionUnit('a2', 'attacker', { name: 'Hunchback HBK-4G' }),
    missionUnit('a3', 'attacker', { name: 'Locust LCT-1V' }),
    missionUnit('sup', 'attacker', { name: 'Scorpion', support: true, withdrawalTest: 'vehicle', walkMp: 6 }),
    missionUnit('ba', 'attacker', { name: 'Elemental', withdrawalTest: 'squad', strength: 5 }),
    missionUnit('d1', 'defender'),
  ];

  it('every prompt the tracker asks and every withdrawal reason it gives reads German', () => {
    let g = play(startMission({ mission: 'take-the-position', units: units() }), [
      { type: 'immobiliseUnit', unit: 'a2' },
      { type: 'reportDamage', unit: 'a3', facts: { armourStripped: ['CT', 'LL'], destroyed: ['LL'] } },
      { type: 'reportDamage', unit: 'sup', facts: { armourStripped: ['FR'], destroyed: [], walkMp: 2 } },
      { type: 'reportDamage', unit: 'ba', facts: { armourStripped: [], destroyed: [], strength: 2 } },
      { type: 'setPhase', phase: 'end' },
    ]);
    const texts = missionPrompts(missionState(g)).map((p) => p.text);
    const reasons = Object.values(missionState(g).units).flatMap((u) => {
      const w = withdrawalStanding(missionState(g), u);
      return [...w.forced.map((r) => r.text), ...(w.must ? [w.must.text] : [])];
    });
    g = play(g, [{ type: 'exitUnit', unit: 'a3', edge: 'home' }, ...endTurns(6)]);
    texts.push(...missionPrompts(missionState(g)).map((p) => p.text));
    const retreat = generalRetreatOf(missionState(g), 'attacker');
    expect(retreat).not.toBeNull();
    reasons.push(retreat!.text);
    expect(texts.length).toBeGreaterThanOrEqual(5);
    expect(reasons.length).toBeGreaterThanOrEqual(5);
    expect(english(texts, ['mission.'])).toEqual([]);
    expect(english(reasons, ['mission.'])).toEqual([]);
    expect(de('Hunchback HBK-4G is immobile: fight on or abandon it?', ['mission.'])).toBe(
      'Hunchback HBK-4G ist bewegungsunfähig: weiterkämpfen oder aufgeben?',
    );
    expect(reasons.map((r) => de(r, ['mission.']))).toContain('Beweglichkeit von 6 auf 2 BP gesunken (mehr als die Hälfte verloren)');
  });

  it("every line of a contract's ledger for a won mission reads German", () => {
    const force = {
      name: 'First Company',
      units: [
        { unitId: 'hbk', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Ana Kell', gunnery: 4, piloting: 5 } },
        { unitId: 'lct', chassis: 'Locust', model: 'LCT-1V', pilot: { name: 'Bo Ryne', gunnery: 3, piloting: 4 } },
      ],
    };
    const setup = { unitName: "Kell's Irregulars", employer: 'Lyran Commonwealth', force, contractValue: 4_000_000, payPercent: 25 };
    const tokens = [1, 2, 3, 4].map((i) => ({ id: `t${i}`, hex: `${String(5 * i - 3).padStart(2, '0')}05` }));
    const won = play(
      startMission({
        mission: 'sabotage',
        units: [
          missionUnit('hbk', 'attacker', { name: 'Hunchback HBK-4G', tonnage: 50 }),
          missionUnit('lct', 'attacker', { name: 'Locust LCT-1V', tonnage: 20 }),
          missionUnit('d1', 'defender', { tonnage: 100 }),
        ],
        objectives: { tokens },
      }),
      [
        ...['t1', 't2', 't3'].map((b) => ({ type: 'damageBuilding', building: b, damage: 50 })),
        { type: 'reportDamage', unit: 'hbk', facts: { armourStripped: ['LA'], destroyed: [] } },
        { type: 'exitUnit', unit: 'hbk', edge: 'home' },
        { type: 'exitUnit', unit: 'lct', edge: 'home' },
      ],
    );
    const facts = missionFacts(missionState(won), baseMissionRules, 'attacker', { game: 'm1', version: won.record.entries.length, hash: 'h' });
    const r = playCommand(startGame(contractModule, { setup, ruleset: [], dice: { kind: 'physical' } }), { type: 'recordMission', facts }, new PhysicalDice());
    if (!r.ok) throw new Error(r.rejection.reason);
    const lines = (r.game.state as ContractState).missions[0]!.lines.map((l) => l.text);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(de(lines[1]!, ['contract.'])).toBe('Fraktionspunkte bei Lyran Commonwealth: Gewinn → +2');
    expect(de(lines[5]!, ['contract.'])).toBe('Einheit: Hunchback HBK-4G: LA Panzerung weg');
    // The field's and the outcome's reasons are the mission status's own sentences (still English, docs/web.md).
    expect(english(lines, ['contract.'])).toEqual(lines.filter((l) => /^(field|outcome): /.test(l)));
    expect(de(lines[0]!, ['contract.'])).toBe(
      'Sold: 4,000,000 C-Noten × 25 % = 1,000,000 C-Noten vereinbarter Sold; vollständiger Sieg als Angreifer bringt 75 % → 750,000 C-Noten',
    );
  });
});

describe('M42 Starting Phase explanations and victory conditions in German (from the m42 package itself)', () => {
  it('every explanation and condition its phase writes for these games reads German', () => {
    const run = (setup: unknown, commands: [object, number[]][]) => {
      let game = startGame(m42Module, { setup, dice: { kind: 'scripted' }, ruleset: [] });
      const events: M42Event[] = [];
      for (const [command, faces] of commands) {
        const r = playCommand(game, command, scriptedDice(...faces));
        if (!r.ok) throw new Error(r.rejection.reason);
        game = r.game;
        events.push(...(r.events as M42Event[]));
      }
      return events;
    };
    // The sample with one more Vanguard squad destroyed: below half, so the morale test is rolled; once with no victory condition.
    const vanguard = sampleM42State.players[0]!;
    const units = vanguard.taskForce.units.map((u) => (u.id === 'v-squad-2' ? { ...u, status: 'destroyed' as const } : u));
    const broken = { ...sampleM42State, players: [{ ...vanguard, taskForce: { ...vanguard.taskForce, units } }, sampleM42State.players[1]!] };
    const noVictory = { ...broken, mission: { ...broken.mission, victory: { attacker: [], defender: [] } } };
    const events = [
      ...run(sampleM42State, [
        [{ type: 'startingPhase' }, [5]],
        [{ type: 'endTurn' }, []],
        [{ type: 'startingPhase' }, [2]],
      ]),
      ...run(broken, [[{ type: 'startingPhase' }, [6, 6, 6, 6]]]),
      ...run(noVictory, [[{ type: 'startingPhase' }, [2, 2, 6]]]),
      ...run(sampleM42State, [
        [{ type: 'updateTable', changes: [{ kind: 'hostage', hostage: 'envoy', escortedOffBy: 'vanguard' }] }, []],
        [{ type: 'startingPhase' }, []],
      ]),
      ...run({ ...sampleM42State, currentPlayer: 'swarm' }, [[{ type: 'startingPhase' }, [1]]]),
    ];
    const texts = events.flatMap((e) =>
      e.type === 'victoryChecked'
        ? [e.explanation, ...e.checks.flatMap((c) => [describeCondition(c.condition), c.explanation])]
        : e.type === 'moraleChecked' || e.type === 'reservesRolled'
          ? [e.explanation]
          : [],
    );
    expect(texts.length).toBeGreaterThan(12);
    const groups = ['m42.', 'part.m42Condition.'];
    expect(texts.filter((text) => de(text, groups) === text)).toEqual([]);
    expect(de('vanguard (attacker) has met: escort hostage envoy off the table', groups)).toBe(
      'vanguard (Angreifer) hat erfüllt: Geisel envoy vom Tisch eskortieren',
    );
  });
});

describe("Fire for Effect's rarer log lines in German (boarding, artillery, heat, break-away)", () => {
  it('the lines describeDaEvent writes for them read German, the sources as they are', () => {
    const source = { kind: 'seed', seed: '003', section: 'Transports and Artillery' } as const;
    const ruling = { target: 8 };
    const marker = (id: string, hit: boolean, blocked: boolean, drift: boolean) => ({
      marker: id,
      ruling,
      hit,
      lineOfFire: { blocked, terrain: [], units: [] },
      drift: drift ? { face: 3, bearing: 120, inches: 4, from: { x: 1, y: 1 }, to: { x: 5, y: 3 } } : null,
      at: { x: 5, y: 3 },
      offTable: false,
      affected: hit ? [{ unit: 'Legionnaire', distance: 1.5, clicks: 2 }] : [],
      shielded: hit ? [{ unit: 'Hauberk', terrain: ['woods', 'building'] }] : [],
    });
    const roll = { faces: [4, 5], total: 9 };
    const events = [
      { type: 'boarded', transport: 'Hover APC', passengers: ['Squad A', 'Squad B'], captives: [], speedSpent: 2, room: { used: 2, capacity: 4 }, checks: [] },
      { type: 'boarded', transport: 'Hover APC', passengers: ['Squad A'], captives: ['Pilot'], speedSpent: 0, room: { used: 2, capacity: 4 }, checks: [] },
      { type: 'disembarkRequired', transport: 'Hover APC', reason: 'salvage', damagePassengers: true, source },
      { type: 'disembarkRequired', transport: 'Hover APC', reason: 'captured', damagePassengers: false, source },
      { type: 'passengersEliminated', transport: 'Hover APC', units: ['Squad A', 'Squad B'], source },
      {
        type: 'artilleryResolved',
        firer: 'Padilla',
        roll,
        critical: null,
        values: { attack: 9, damage: 3, from: 'starting-click' },
        markers: [],
        removed: [],
        sources: [],
      },
      {
        type: 'artilleryResolved',
        firer: 'Padilla',
        roll,
        critical: null,
        values: { attack: 10, damage: 2, from: 'marker' },
        markers: [marker('A1', true, false, false), marker('A2', false, true, true)],
        removed: [],
        sources: [],
      },
      {
        type: 'breakAway',
        unit: 'Hauberk',
        ruling: null,
        roll: null,
        success: true,
        reason: 'Hauberk breaks away without a roll (Evade or Jump Jets)',
        source,
      },
      { type: 'breakAway', unit: 'Hauberk', ruling, roll, success: true, reason: 'Hauberk breaks away', source },
      {
        type: 'breakAway',
        unit: 'Hauberk',
        ruling,
        roll,
        success: false,
        reason: 'Hauberk fails to break away and stays in contact; the order is spent',
        source,
      },
      { type: 'heatChanged', unit: 'Hauberk', from: 1, to: 0, reason: 'vent order', source },
      { type: 'heatChanged', unit: 'Hauberk', from: 0, to: 1, reason: 'pushing', source },
      { type: 'damagePending', attacker: 'Hauberk', targets: ['Legionnaire', 'Squad A'], damage: 3, reason: 'x', source },
    ] as unknown as DaEvent[];
    const lines = events.flatMap((e) => describeDaEvent(e, { rulings: false }));
    expect(lines.length).toBeGreaterThanOrEqual(18);
    expect(lines.filter((line) => de(line, ['ffe.']) === line)).toEqual([]);
    const german = lines.map((line) => de(line, ['ffe.']));
    // The source in brackets is written as it is (a title may say "and"); the rest has no English word left.
    expect(german.map((line) => line.replace(/ \[.*\]$/, '')).filter((line) => /\b(the|and|rolled|takes|from|hits|misses)\b/.test(line))).toEqual([]);
    expect(german[2]).toBe(
      `Hover APC ist Bergegut: Die Passagiere müssen jetzt aussteigen, jeder Nicht-Gefangene erhält einen Klick [${formatSource(source)}]`,
    );
    expect(german.slice(6, 12)).toEqual([
      'Padilla Artillerie: 4+5 = 9 gewürfelt (Werte vom Marker: Angriff 10, Schaden 2)',
      '  Marker A1: trifft',
      '    Legionnaire (1.5″ vom Mittelpunkt) erhält 2',
      '    Hauberk ist durch woods, building geschützt',
      '  Marker A2: verfehlt (Schusslinie blockiert)',
      '    driftet 4″ in Richtung 120° (schwarzer Würfel 3) nach (5, 3)',
    ]);
  });
});

/** What useEngineText().tournament does: each "; "-separated part by the `tournament` templates. */
const deTournament = (line: string) =>
  line
    .split('; ')
    .map((part) => translateWith(part, en, TOURNAMENT_GROUPS, t))
    .join('; ');
const englishTournament = (lines: readonly string[]) => lines.filter((line) => deTournament(line) === line);

describe('Solaris VII lines in German (from the tournament package itself)', () => {
  it('every tiebreaker reads German', () => {
    expect(englishTournament(TIEBREAKERS.map((tb) => tb.label))).toEqual([]);
    expect(deTournament("a) more 'Mechs destroyed")).toBe('a) mehr vernichtete ’Mechs');
    expect(deTournament('e) fewer precision-ammunition points in the whole roster')).toBe('e) weniger Präzisionsmunitions-Punkte im ganzen Roster');
  });

  it('every line of BV balancing reads German: equal, improved step by step, and still short at 0/0', () => {
    const names = { a: 'Pilot 1', b: 'Pilot 2' };
    const start = { gunnery: 4, piloting: 5 };
    const lines = [
      ...explainBalance(balanceDuel(1041, 1041, start), names),
      ...explainBalance(balanceDuel(900, 1200, start), names),
      ...explainBalance(balanceDuel(300, 3000, start), names),
    ];
    expect(lines.length).toBeGreaterThan(8);
    expect(englishTournament(lines)).toEqual([]);
    expect(deTournament('equal Battle Values: no change')).toBe('gleiche Battle Values: keine Änderung');
    expect(deTournament('Pilot 2: 1041 BV at 3/4 ×1.32 = 1374')).toBe('Pilot 2: 1041 BV bei 3/4 ×1.32 = 1374');
  });

  it('every score line reads German, under the default and the house rules', () => {
    const margin = resolveRuleset(tournamentOptions, baseRules, ['solaris-open-outcomes-margin']).rules;
    const states = ['intact', 'crippled', 'destroyed'] as const;
    const lines = states.flatMap((a) =>
      states.flatMap((b) =>
        [baseRules, margin].flatMap((rules) => {
          const s = scoreDuel(
            { state: a, pulsePoints: 2, precisionPoints: 0, ammoTons: 1 },
            { state: b, pulsePoints: 1, precisionPoints: 3, ammoTons: 4 },
            rules,
          );
          return [...s.a.lines, ...s.b.lines].map((l) => l.label);
        }),
      ),
    );
    expect(englishTournament([...lines, ...scoreBye(baseRules).lines.map((l) => l.label)])).toEqual([]);
  });

  it('the map choice, its steps and the next step read German, edges and the organiser too', () => {
    const names = (p: string) => `Pilot ${p}`;
    const steps: [MapStep, string | null][] = [
      [{ kind: 'offer', maps: ['Desert Hills', 'Grasslands', 'Lake Area'] }, null],
      [{ kind: 'roles', swapRoles: true }, '7'],
      [{ kind: 'remove', map: 'Desert Hills' }, '6'],
      [{ kind: 'pick', map: 'Grasslands' }, '7'],
      [{ kind: 'edge', edge: 'north' }, '6'],
    ];
    let draft: MapDraft = newMapDraft('7', '6');
    const lines: string[] = [];
    for (const [step, by] of steps) {
      lines.push(describeNextMapStep(draft, DEFAULT_MAP_SWAP, names));
      const r = takeMapStep(draft, step, by, DEFAULT_MAP_SWAP, names);
      if (typeof r === 'string') throw new Error(r);
      draft = r.draft;
      if (r.choice) lines.push(describeMapChoice(r.choice, names));
    }
    lines.push(...draft.steps.map((s) => describeMapStep(s, names)));
    expect(englishTournament(lines)).toEqual([]);
    expect(
      deTournament(
        'Pilot 7 (lower BV) switched roles; Pilot 6 removed Desert Hills; Pilot 7 picked Grasslands; Pilot 6 enters from the north, Pilot 7 from the south',
      ),
    ).toBe(
      'Pilot 7 (niedrigere BV) hat die Rollen getauscht; Pilot 6 hat Desert Hills gestrichen; Pilot 7 hat Grasslands gewählt; Pilot 6 kommt von Norden, Pilot 7 von Süden',
    );
    expect(deTournament('The organiser offered Desert Hills, Grasslands, Lake Area')).toBe('Der Organisator hat Desert Hills, Grasslands, Lake Area angeboten');
    const refused = [
      resolveMapChoice({ maps: ['A', 'A', 'B'], removed: 'A', map: 'B', swapRoles: false, entryEdge: 'east' }, '7', '6'),
      resolveMapChoice({ maps: ['A', 'B', 'C'], removed: 'D', map: 'B', swapRoles: false, entryEdge: 'east' }, '7', '6'),
      resolveMapChoice({ maps: ['A', 'B', 'C'], removed: 'A', map: 'A', swapRoles: false, entryEdge: 'east' }, '7', '6'),
      resolveMapChoice({ maps: ['A', 'B', 'C'], removed: 'A', map: 'D', swapRoles: false, entryEdge: 'east' }, '7', '6'),
    ];
    expect(refused.every((r) => typeof r === 'string')).toBe(true);
    expect(englishTournament(refused as string[])).toEqual([]);
  });

  it('why a round cannot be paired, and the note of a round paired with rematches or byes, read German', () => {
    const met = (id: string, opponents: string[]) => ({ id, points: 0, opponents, hadBye: false });
    const rematch = pairByMatching([met('a', ['b']), met('b', ['a'])], 0, 'rematch');
    const byes = pairByMatching([met('a', ['b']), met('b', ['a'])], 0, 'bye');
    const alone = pairByMatching([met('a', [])]);
    const lines = [rematch, byes, alone].map((r) => (r.ok ? r.note! : r.reason));
    expect(lines.every(Boolean)).toBe(true);
    expect(englishTournament(lines)).toEqual([]);
    const reasons = ['start the event first (rosters are frozen then)', 'the event is over', 'all 6 duels have been played'];
    expect(englishTournament(reasons)).toEqual([]);
    expect(deTournament('round 3 still has duels without a final result (R3-T1, R3-T2)')).toBe(
      'Runde 3 hat noch Duelle ohne endgültiges Ergebnis (R3-T1, R3-T2)',
    );
  });
});
