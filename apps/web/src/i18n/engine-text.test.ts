import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { combatRuleset, manualLosInput, requireWeapon } from '@marshal/battletech';
import { PHYSICAL, type WeaponAttackInput, mech, physicalToHit, psrRuling, weaponToHit, withHeat } from '@marshal/battletech/testing';
import type { Modifier, Ruling } from '@marshal/core';
import { type DaEvent, describeDaEvent } from '@marshal/dark-age';
import { type LiveGame, PhysicalDice, formatSource, playCommand, scriptedDice, startGame } from '@marshal/core';
import { type M42Event, describeCondition, m42Module, sampleM42State } from '@marshal/m42';
import {
  type ContractState,
  type MissionEvent,
  type MissionRules,
  type MissionState,
  baseMissionRules,
  contractModule,
  generalRetreatOf,
  MISSIONS,
  missionBriefing,
  missionFacts,
  missionPrompts,
  missionStatus,
  contractForceEntries,
  narrateMissionEvents,
  nextMissionForce,
  washUp,
  withdrawalStanding,
} from '@marshal/missions';
import { endTurns, mech as missionUnit, play, startMission, state as missionState } from '@marshal/missions/testing';
import { plainMessage } from '../components/field-errors';
import { describe, expect, it } from 'vitest';
import { BRIEFING_GROUPS, CONTRACT_GROUPS, MISSION_GROUPS, type Template, compileTemplate, matchText, modifierGroups } from './engine-text';
import { de, deTree, en } from './engine-text.testing';
import enMissions from './locales/en/missions.json';
import deMissions from './locales/de/missions.json';

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
    const modifiers = deTree.modifier as Tree;
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
      'Medium Laser von Atlas trifft Locust: 5 → linker Torso, 3 → Kopf (hinten)',
    );
    expect(de('Locust: the left arm and the left torso destroyed', ['story.'])).toBe('Locust: linker Arm und linker Torso zerstört');
    expect(de('Atlas declares 1 shot', ['story.'])).toBe('Atlas erklärt 1 Schuss');
    expect(de('Atlas declares 3 shots', ['story.'])).toBe('Atlas erklärt 3 Schüsse');
    expect(de('Atlas fails a piloting roll (took 20+ damage this phase)', ['story.'])).toBe(
      'Atlas misslingt ein Pilotenwurf (erhielt 20+ Schaden in dieser Phase)',
    );
    expect(de('needed 8, rolled 6', ['story.'])).toBe('Mindestwurf 8, 6 gewürfelt');
    expect(de('Atlas twists its torso left and fires point-blank at Locust', ['story.'])).toBe(
      'Atlas dreht den Torso nach links und feuert aus nächster Nähe auf Locust',
    );
    expect(de('Atlas fires point-blank at Locust', ['story.'])).toBe('Atlas feuert aus nächster Nähe auf Locust');
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
      { type: 'areaReported', turn: 3, attackerTons: 55, neededTons: 31.25, defenders: 1, held: false },
      { type: 'areaReported', turn: 4, attackerTons: 80, neededTons: 31.25, defenders: 0, held: true },
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
    expect(de(lines[9]!.text, ['mission.'])).toBe('Zielgebiet in Zug 3: Angreifer 55 t von 31.25 t nötig, 1 Verteidiger — nicht gehalten');
  });

  it("the missions' deploying in turns (the digital battle's choice) reads German", () => {
    const rules = MISSIONS.flatMap((m) => (m.deployInTurns ? [m.deployInTurns.text] : []));
    expect(rules.length).toBeGreaterThanOrEqual(4);
    expect(rules.filter((text) => de(text, MISSION_GROUPS) === text)).toEqual([]);
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

/** A contract of two units for Kell's Irregulars. */
const contractSetup = {
  unitName: "Kell's Irregulars",
  employer: 'Lyran Commonwealth',
  force: {
    name: 'First Company',
    units: [
      { unitId: 'hbk', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Ana Kell', gunnery: 4, piloting: 5 } },
      { unitId: 'lct', chassis: 'Locust', model: 'LCT-1V', pilot: { name: 'Bo Ryne', gunnery: 3, piloting: 4 } },
    ],
  },
  contractValue: 4_000_000,
  payPercent: 25,
};

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
    const r = playCommand(
      startGame(contractModule, { setup: contractSetup, ruleset: [], dice: { kind: 'physical' } }),
      { type: 'recordMission', facts },
      new PhysicalDice(),
    );
    if (!r.ok) throw new Error(r.rejection.reason);
    const lines = (r.game.state as ContractState).missions[0]!.lines.map((l) => l.text);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(de(lines[1]!, ['contract.'])).toBe('Fraktionspunkte bei Lyran Commonwealth: Gewinn → +2');
    expect(de(lines[5]!, ['contract.'])).toBe('Einheit: Hunchback HBK-4G — Pilot Ana Kell: LA Panzerung weg');
    // The field's and the outcome's reasons are the mission status's own sentences, read inside the ledger's line.
    expect(english(lines, CONTRACT_GROUPS)).toEqual([]);
    expect(lines.filter((l) => /^(field|outcome): /.test(l)).map((l) => de(l, CONTRACT_GROUPS))).toEqual([
      'Schlachtfeld: der Verteidiger kontrolliert danach das Schlachtfeld und beansprucht das ganze Bergegut, was auch immer aus seinen Truppen wurde',
      'Ausgang: 3 von 4 Gebäuden zerstört: 75 % des Solds des Angreifers (je 25 %)',
    ]);
    expect(de(lines[0]!, ['contract.'])).toBe(
      'Sold: 4,000,000 C-Noten × 25 % = 1,000,000 C-Noten vereinbarter Sold; vollständiger Sieg als Angreifer bringt 75 % → 750,000 C-Noten',
    );
  });
});

describe('mission status reasons, game ends, salvage and wash-up notes in German (all nine missions, played)', () => {
  const PHASES = ['initiative', 'movement', 'weapon-attack', 'physical-attack', 'heat', 'end'] as const;
  const rulesWith = (over: Partial<MissionRules> = {}): MissionRules => ({ ...baseMissionRules, ...over });
  const faces = Array.from({ length: 40 }, () => 6);
  /** What the tracker shows of a game: the status panel's reasons, salvage and notes; the game's end and the log's outcome lines with their details. */
  function told(g: LiveGame, rules = baseMissionRules) {
    const s = missionState(g);
    const st = missionStatus(s, rules);
    const w = washUp(s, rules);
    const status = [...st.attacker.reasons, ...st.defender.reasons, w.salvage.reason].map((r) => r.text).concat(w.units.flatMap((u) => u.notes));
    const log = g.record.entries
      .flatMap((e) => narrateMissionEvents(s, e.events as MissionEvent[]))
      .filter((l) => l.kind === 'outcome')
      .flatMap((l) => [l.text, ...(l.details ?? [])]);
    if (s.ended && !g.record.entries.some((e) => e.command.type === 'endGame')) log.push(s.ended.reason);
    return { status, log };
  }
  const status: string[] = [];
  const log: string[] = [];
  const see = (g: LiveGame, rules = baseMissionRules) => {
    const t = told(g, rules);
    status.push(...t.status);
    log.push(...t.log);
    return t;
  };
  const u = missionUnit;
  const destroyed = (unit: string) => ({ type: 'reportDamage', unit, facts: { armourStripped: [], destroyed: ['LT'] } });
  const end = { type: 'setPhase', phase: 'end' };
  const tokens = [1, 2, 3, 4].map((i) => ({ id: `t${i}`, hex: `${String(5 * i - 3).padStart(2, '0')}08` }));

  // Escort: under way, won with half the convoy out (house rule: half counts for the attacker), lost, no convoy.
  const convoy = [u('p1', 'attacker', { group: 'convoy', tonnage: 20 }), u('p2', 'attacker', { group: 'convoy', tonnage: 20 })];
  const escort = startMission({ mission: 'escort', units: [...convoy, u('a1', 'attacker'), u('d1', 'defender')] });
  see(escort);
  see(
    play(
      escort,
      ['p1', 'p2', 'a1'].map((unit) => ({ type: 'exitUnit', unit, edge: 'far' })),
    ),
  );
  const escortLost = startMission({ mission: 'escort', units: [...convoy, u('a1', 'attacker'), u('d1', 'defender')] }, ['escort-half-defender']);
  see(
    play(
      escortLost,
      [
        { type: 'destroyUnit', unit: 'p1', cause: 'crew-killed' },
        { type: 'destroyUnit', unit: 'p2', cause: 'other' },
      ],
      faces,
    ),
    rulesWith({ escortExactHalf: 'defender' }),
  );
  see(startMission({ mission: 'escort', units: [u('a1', 'attacker'), u('d1', 'defender')] }));
  // Diversion: the trapped force breaks out, then everyone leaves; or it is destroyed; or the defender is gone.
  const split = [u('t1', 'attacker', { group: 'trapped' }), u('t2', 'attacker', { group: 'trapped' }), u('v1', 'attacker', { group: 'diversion' })];
  const diversion = startMission({ mission: 'diversion', units: [...split, u('d1', 'defender')] });
  see(play(diversion, [{ type: 'exitUnit', unit: 't1', edge: 'home' }]));
  see(
    play(
      diversion,
      ['t1', 't2', 'v1'].map((unit) => ({ type: 'exitUnit', unit, edge: 'home' })),
    ),
  );
  see(
    play(
      diversion,
      ['t1', 't2'].map((unit) => ({ type: 'destroyUnit', unit, cause: 'cockpit' })),
    ),
  );
  see(play(diversion, [destroyed('d1'), { type: 'exitUnit', unit: 'd1', edge: 'flank' }]));
  // Sabotage: three buildings down, then the raiders leave; a game ended by the referee with none down.
  const sabotage = startMission({ mission: 'sabotage', units: [u('a1', 'attacker'), u('d1', 'defender')], objectives: { tokens } });
  see(sabotage);
  see(
    play(sabotage, [...['t1', 't2', 't3'].map((b) => ({ type: 'damageBuilding', building: b, damage: 50 })), { type: 'exitUnit', unit: 'a1', edge: 'home' }]),
  );
  see(play(sabotage, [{ type: 'endGame', reason: 'x' }]));
  // Rapid Recon: one objective scanned, then after turn 8 the scout leaves; an immobile attacker is left behind.
  const recon = startMission({ mission: 'rapid-recon', units: [u('s1', 'attacker'), u('s2', 'attacker'), u('d1', 'defender')], objectives: { tokens } });
  const scan = { type: 'attemptRecon', unit: 's1', objective: 't1', lineOfSight: true, hexes: 0 };
  see(play(recon, [end, scan], faces));
  see(play(recon, [end, scan, { type: 'immobiliseUnit', unit: 's2' }, ...endTurns(8), { type: 'exitUnit', unit: 's1', edge: 'home' }], faces));
  // Take the Position: under way, held, time run out, settled (house rule: the game ends), the defender gone.
  const position = (ruleset: string[] = []) =>
    startMission(
      {
        mission: 'take-the-position',
        units: [u('a1', 'attacker'), u('a2', 'attacker'), u('d1', 'defender')],
        objectives: { tokens: [], objectiveHex: '0808' },
      },
      ruleset,
    );
  const hold = { type: 'reportArea', attackerUnits: ['a1'], defenderUnits: [] };
  see(position());
  see(play(position(), [end, hold]));
  see(play(position(), endTurns(10)));
  see(play(position(['take-position-end-when-decided']), [end, hold]), rulesWith({ takePositionGameEnd: 'end-when-decided' }));
  see(play(position(), [destroyed('d1'), { type: 'exitUnit', unit: 'd1', edge: 'far' }]));
  // Extraction: the objective lying, carried, carried out; still on the map when the referee ends the game.
  const extraction = startMission({
    mission: 'extraction',
    units: [u('a1', 'attacker'), u('d1', 'defender')],
    objectives: { tokens: [], objectiveHex: '0808' },
  });
  const grab = { type: 'attemptExtraction', unit: 'a1', hexesMoved: 3, inObjectiveHex: true, enemyInHex: false, attackedThisTurn: false };
  see(extraction);
  see(play(extraction, [end, grab], faces));
  see(play(extraction, [end, grab, { type: 'exitUnit', unit: 'a1', edge: 'home' }], faces));
  see(play(extraction, [{ type: 'endGame', reason: 'x' }]));
  // Open Engagement: both on the board (a crew out with nobody holding the field), the defender gone, a ceasefire, a game ended undecided.
  const open = startMission({ mission: 'open-engagement', units: [u('a1', 'attacker'), u('a2', 'attacker'), u('d1', 'defender')] });
  see(play(open, [{ type: 'destroyUnit', unit: 'a2', cause: 'other' }], faces));
  see(play(open, [destroyed('d1'), { type: 'exitUnit', unit: 'd1', edge: 'far' }]));
  // … or destroyed, or some of each: said as it happened (a side destroyed did not retreat); Rapid Recon with an immobile attacker left.
  see(play(open, [{ type: 'destroyUnit', unit: 'd1', cause: 'cockpit' }]));
  see(play(open, [{ type: 'destroyUnit', unit: 'a2', cause: 'cockpit' }, destroyed('a1'), { type: 'exitUnit', unit: 'a1', edge: 'home' }]));
  see(
    play(recon, [
      { type: 'destroyUnit', unit: 's1', cause: 'cockpit' },
      { type: 'immobiliseUnit', unit: 's2' },
    ]),
  );
  see(play(open, [...endTurns(6), { type: 'agreeCeasefire', objectivesMet: { attacker: true, defender: false }, fieldControl: 'attacker' }]));
  see(play(open, [...endTurns(6), { type: 'agreeCeasefire', objectivesMet: { attacker: false, defender: false }, surrendered: ['a2'] }]));
  see(
    play(
      open,
      [
        { type: 'destroyUnit', unit: 'a2', cause: 'other' },
        { type: 'endGame', reason: 'x' },
      ],
      faces,
    ),
  );
  // Assassination: both targets up, one down this phase, down first, forced off first, both down in the same phase, no targets.
  const assassination = startMission({
    mission: 'assassination',
    units: [u('a1', 'attacker', { value: 2000 }), u('a2', 'attacker'), u('d1', 'defender', { value: 1500 }), u('d2', 'defender')],
  });
  see(assassination);
  see(play(assassination, [{ type: 'destroyUnit', unit: 'd1', cause: 'cockpit' }]));
  PHASES.forEach((phase, i) => {
    const next = i + 1 < PHASES.length ? { type: 'setPhase', phase: PHASES[i + 1] } : { type: 'endTurn' };
    see(play(assassination, [{ type: 'setPhase', phase }, { type: 'destroyUnit', unit: i % 2 ? 'a1' : 'd1', cause: 'cockpit' }, next]));
  });
  see(play(assassination, [destroyed('a1'), { type: 'exitUnit', unit: 'a1', edge: 'home' }, { type: 'setPhase', phase: 'weapon-attack' }]));
  see(play(assassination, [destroyed('d1'), { type: 'exitUnit', unit: 'd1', edge: 'far' }, { type: 'setPhase', phase: 'weapon-attack' }]));
  see(
    play(
      assassination,
      ['a1', 'd1'].map((unit) => ({ type: 'destroyUnit', unit, cause: 'cockpit' })),
    ),
  );
  const s = missionState(assassination);
  status.push(
    ...missionStatus({ ...s, objectives: { ...s.objectives, assassinationTargets: {} } } as MissionState, baseMissionRules).attacker.reasons.map((r) => r.text),
  );
  // Break the Line: two of three raiders through, then the third; time run out.
  const raiders = startMission({ mission: 'break-the-line', units: [u('r1', 'attacker'), u('r2', 'attacker'), u('r3', 'attacker'), u('d1', 'defender')] });
  see(
    play(
      raiders,
      ['r1', 'r2', 'r3'].map((unit) => ({ type: 'exitUnit', unit, edge: 'far' })),
    ),
  );
  see(play(raiders, endTurns(8)));
  // ... and the defender gone from the board with raiders still on it (ADR 0012, defender-gone).
  const defenderOff = [destroyed('d1'), { type: 'exitUnit', unit: 'd1', edge: 'flank' }];
  see(play(raiders, [{ type: 'exitUnit', unit: 'r1', edge: 'far' }, ...defenderOff]));

  const english = (texts: readonly string[], groups: readonly string[]) => [...new Set(texts)].filter((text) => de(text, groups) === text);

  it('every status reason, salvage reason and wash-up note the nine missions give reads German', () => {
    expect(new Set(status).size).toBeGreaterThanOrEqual(40);
    expect(english(status, ['missionStatus.'])).toEqual([]);
    const german = status.map((text) => de(text, ['missionStatus.']));
    expect(german).toContain('das Ziel des Verteidigers, d1, wurde zuerst zerstört (Zug 1, Hitzephase)');
    expect(german).toContain('1 von 4 Missionszielen aufgeklärt: 25 % des Solds des Angreifers (je 25 %)');
    expect(german).toContain('der Verteidiger hat keine Einheiten mehr auf dem Spielfeld; der Angreifer hält es');
    expect(german).toContain('wer die Besatzung aufnimmt, ist offen (Vorgaberegel: die Seite, die das Schlachtfeld kontrolliert)');
  });

  it("every game end and the log's outcome lines, their cited reasons included, read German", () => {
    expect(new Set(log).size).toBeGreaterThanOrEqual(30);
    expect(english(log, MISSION_GROUPS)).toEqual([]);
    expect(de('The game ended in turn 1: the defender has fully retreated from the board', MISSION_GROUPS)).toBe(
      'Das Spiel endete in Zug 1: der Verteidiger hat sich vollständig vom Spielfeld zurückgezogen',
    );
    expect(de("all the attacker's units have left the board", MISSION_GROUPS)).toBe('alle Einheiten des Angreifers haben das Spielfeld verlassen');
    expect(de('Wolverine WVR-6R was pushed off the board by a flank edge (turn 7, physical-attack phase)', MISSION_GROUPS)).toBe(
      'Wolverine WVR-6R wurde über einen Flankenrand vom Spielfeld gestoßen (Zug 7, Nahkampfphase)',
    );
    const german = log.map((line) => de(line, MISSION_GROUPS));
    expect(german).toContain('Waffenstillstand vereinbart: Missionsziele erfüllt: Angreifer; der Angreifer hält das Schlachtfeld');
    expect(german).toContain('Waffenstillstand vereinbart: Missionsziele erfüllt: keine Seite; ergeben: a2');
  });

  const contract = startGame(contractModule, { setup: contractSetup, ruleset: [], dice: { kind: 'physical' } }).state as ContractState;
  const unavailable = (
    [
      ['lost', 'fit'],
      ['wrecked', 'fit'],
      ['damaged', 'killed'],
      ['ready', 'captured'],
      ['ready', 'missing'],
    ] as const
  ).map(([status, pilot]) => {
    const hbk = contract.units['u1']!;
    const s = { ...contract, units: { ...contract.units, u1: { ...hbk, status, since: 1, pilot: { ...hbk.pilot, status: pilot } } } };
    const refused = (only: string[]) => {
      try {
        contractForceEntries(s, only);
        return '';
      } catch (e) {
        return plainMessage((e as Error).message);
      }
    };
    const started = (units: string[]) => {
      const command = { type: 'startMission', game: 'g1', mission: 'open-engagement', title: 'Open Engagement', side: 'attacker', units };
      const r = playCommand(
        { ...startGame(contractModule, { setup: contractSetup, ruleset: [], dice: { kind: 'physical' } }), state: s },
        command,
        new PhysicalDice(),
      );
      return r.ok ? '' : plainMessage(r.rejection.reason);
    };
    const why = nextMissionForce(s).find((u) => u.id === 'u1')!.unavailable!;
    return { why, refused: [refused(['u1']), refused(['nobody']), started(['u1']), started(['nobody'])] };
  });

  it('why a contract unit cannot fight the next mission, and the refusal that names it, read German', () => {
    const texts = unavailable.flatMap((u) => [u.why, ...u.refused]);
    expect(texts.filter((t) => !t)).toEqual([]);
    expect(english(texts, CONTRACT_GROUPS)).toEqual([]);
    expect(unavailable.map((u) => de(u.why, CONTRACT_GROUPS))).toEqual([
      'in Mission 1 verloren',
      'in Mission 1 zum Wrack geworden: zuerst die Reparatur eintragen',
      'sein Pilot Ana Kell ist gefallen',
      'sein Pilot Ana Kell ist gefangen',
      'sein Pilot Ana Kell wird vermisst',
    ]);
    expect(unavailable[0]!.refused.map((text) => de(text, CONTRACT_GROUPS))).toEqual([
      'Hunchback HBK-4G kann in der nächsten Mission nicht kämpfen: in Mission 1 verloren',
      'nobody kann in der nächsten Mission nicht kämpfen: keine Einheit dieses Vertrags',
      'Hunchback HBK-4G kann nicht kämpfen: in Mission 1 verloren',
      'nobody kann nicht kämpfen: keine Einheit des Vertrags',
    ]);
  });

  it('every missionStatus and contractLedger template is one the missions package writes (none stale, none unreached)', () => {
    const ledger = ['field', 'outcome'].map((what) => `${what}: ${status[0]}`);
    const texts = [...status, ...log, ...ledger, ...unavailable.flatMap((u) => [u.why, ...u.refused])];
    const reached = new Set<string>();
    const collect = (text: string) => {
      const found = matchText(text, en, ['missionStatus.', 'contractLedger.'], false) ?? matchText(text, en, ['mission.', 'part.'], false);
      if (!found) return;
      reached.add(found.key);
      for (const value of Object.values(found.params)) collect(value);
    };
    texts.forEach(collect);
    const ours = en.map((t) => t.key).filter((key) => /^(missionStatus|contractLedger)\./.test(key));
    expect(ours.filter((key) => !reached.has(key))).toEqual([]);
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

/** The templates a text is read by, and those of the values inside it (as `translateWith` reads them). */
function reachedKeys(text: string, groups: readonly string[]): string[] {
  const found = matchText(text, en, groups, false);
  return found ? [found.key, ...Object.values(found.params).flatMap((value) => reachedKeys(value, [...groups, 'part.', 'briefing.part.']))] : [];
}

describe("every mission's set-up sheet in German (from the missions package itself)", () => {
  const u = missionUnit;
  const few = [u('a1', 'attacker', { tonnage: 50 }), u('a2', 'attacker', { tonnage: 20, group: 'convoy' }), u('d1', 'defender', { tonnage: 60 })];
  const many = [...Array.from({ length: 13 }, (_, i) => u(`a${i}`, 'attacker', { tonnage: 20 })), u('d1', 'defender')];
  const layouts = [
    {},
    { sheets: 2 },
    { sheets: 4 },
    { sheets: 5 },
    { sheets: 6 },
    { sheets: 2, layout: { rows: 1, cols: 3 } },
    { sheets: 3, layout: { rows: 2, cols: 2 } },
  ];
  const layoutsMore = [
    { sheets: 4, layout: { rows: 2, cols: 3 } },
    { sheets: 1, layout: { rows: 1, cols: 1 } },
    { sheets: 2, layout: { rows: 2, cols: 1 } },
  ];
  /** Every line a set-up sheet shows that the mission package writes: board, problems, numbers, withdrawal edges, zones, special rules, turn track. */
  const lines = MISSIONS.flatMap((m) =>
    [...layouts, ...layoutsMore]
      .filter((board) => !m.sheets || !('layout' in board))
      .flatMap((board) =>
        [few, many].flatMap((units) => {
          const b = missionBriefing({ mission: m.id, units, ...board });
          return [
            ...b.problems.map((p) => p.message),
            b.board.layout.note,
            ...b.board.reasons.map((r) => r.text),
            ...b.numbers.flatMap((n) => [n.label, n.value]),
            b.withdrawal.attacker,
            b.withdrawal.defender,
            ...[...b.zones, ...b.specialRules, ...b.turnTrack].map((z) => z.text),
          ];
        }),
      ),
  );
  const texts = [...new Set(lines)].filter((text) => /[a-z]/i.test(text));

  it('every deployment, special rule, turn mark, number, board and withdrawal line of the nine missions reads German', () => {
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((text) => de(text, BRIEFING_GROUPS) === text)).toEqual([]);
    const german = texts.map((text) => de(text, BRIEFING_GROUPS));
    expect(german).toEqual(
      expect.arrayContaining([
        'den gegenüberliegenden Rand oder einen Flankenrand, nach den allgemeinen Regeln für Forced Withdrawal',
        'der Angreifer stellt 13 Einheiten auf; mehr als 12 nur, wenn beide Spieler zustimmen',
        '2 Reihen zu je 3 mit 2 Lücken, wie die Spieler sie gelegt haben',
        '0–4 Einheiten → 1 Kartenblatt',
        '1 (Angreifer 50 t ÷ 50, abgerundet)',
      ]),
    );
  });

  it('every briefing template is one a set-up sheet writes (none stale, none unreached)', () => {
    const reached = new Set(texts.flatMap((text) => reachedKeys(text, BRIEFING_GROUPS)));
    expect(en.map((t) => t.key).filter((key) => key.startsWith('briefing.') && !reached.has(key))).toEqual([]);
  });

  it("each mission's summary is in both files under its id, the English one the package's own", () => {
    const summaries = (bundle: { summaries: Record<string, string> }) => bundle.summaries;
    expect(MISSIONS.filter((m) => summaries(enMissions)[m.id] !== m.summary).map((m) => m.id)).toEqual([]);
    expect(MISSIONS.filter((m) => !summaries(deMissions)[m.id] || summaries(deMissions)[m.id] === m.summary).map((m) => m.id)).toEqual([]);
  });
});

describe('crew survival in the mission log in German', () => {
  it('every reason, roll and fate the tracker writes for a destroyed, immobilised or abandoned crew reads German', () => {
    const u = missionUnit;
    const units = [
      ...['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => u(id, 'defender', { name: `Wolverine ${id}` })),
      u('sup', 'defender', { name: 'Scorpion', support: true, withdrawalTest: 'vehicle' }),
      u('imm', 'defender', { name: 'Atlas' }),
      u('a1', 'attacker'),
    ];
    const g = play(
      startMission({ mission: 'open-engagement', units }),
      [
        { type: 'destroyUnit', unit: 'c1', cause: 'cockpit' },
        { type: 'destroyUnit', unit: 'c2', cause: 'head-destroyed' },
        { type: 'destroyUnit', unit: 'c3', cause: 'crew-killed' },
        { type: 'destroyUnit', unit: 'c4', cause: 'other' },
        { type: 'destroyUnit', unit: 'c5', cause: 'other' },
        { type: 'immobiliseUnit', unit: 'sup' },
        { type: 'immobiliseUnit', unit: 'imm' },
        { type: 'decideImmobile', unit: 'imm', decision: 'abandon' },
      ],
      [6, 6, 1, 1],
    );
    const s = missionState(g);
    const told = g.record.entries.flatMap((e) => narrateMissionEvents(s, e.events as MissionEvent[])).flatMap((l) => [l.text, ...(l.details ?? [])]);
    const crew = told.filter((line) => /crew|wreck|destruction|abandoned/.test(line));
    expect(crew.length).toBeGreaterThanOrEqual(12);
    expect(crew.filter((line) => de(line, MISSION_GROUPS) === line)).toEqual([]);
    const german = told.map((line) => de(line, MISSION_GROUPS));
    expect(german).toEqual(
      expect.arrayContaining([
        'durch einen kritischen Treffer im Cockpit zerstört: die Besatzung ist ohne Wurf tot',
        'dem Wrack entkommen',
        'bei der Zerstörung umgekommen',
        'Wolverine c4: Überleben der Besatzung (unmodifizierter Pilotenwurf): braucht 5+ (83 % Chance)',
        'die Besatzung verlässt die aufgegebene Einheit (kein Überlebenswurf)',
      ]),
    );
    const reached = new Set(told.flatMap((line) => reachedKeys(line, MISSION_GROUPS)));
    expect(en.map((t) => t.key).filter((key) => /^(mission\.crew|part\.crewSurvival)\./.test(key) && !reached.has(key))).toEqual([]);
  });
});
