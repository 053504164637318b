import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBlk } from '@marshal/catalog';
import {
  type AttachedPod,
  type BattleState,
  PODS,
  battleModule,
  brushOffOptions,
  combatRuleset,
  crewRemovalDeclaration,
  physicalOption,
} from '@marshal/battletech';
import { duelSetup } from '@marshal/battletech/testing';
import { describe, expect, it } from 'vitest';
import { REASON_GROUPS, RULING_GROUPS } from './engine-text';
import { type Shown, de, en, englishLeft, labelGroups, literal } from './engine-text.testing';

/**
 * Narc and iNarc pods in German (ADR 0036): every story line the battle tells of pods (stuck, struck the cover, found
 * nothing, as ECCM, exploded, a Nemesis diversion, brushed off or not, removed by a vehicle's crew, declared), every
 * ruling and every refusal of removing them. The engine's sources are read too, so a new pod sentence without a
 * template fails here.
 */
const rules = combatRuleset([]).rules;
const PACKAGES = resolve(import.meta.dirname, '../../../../packages/battletech/src');
const PACKRAT = 'vehicles/3039u/Packrat LRPV PKR-T5 (SRM2).blk';
const packrat = () => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', PACKRAT), 'utf8'), PACKRAT);
const VEHICLE = 'Packrat LRPV PKR-T5 (SRM2)';

/** The test duel (Red, Blue) with Red's side-mate Green and a Packrat of Blue's, in the physical phase. */
function battle(): BattleState {
  const setup = duelSetup();
  const units = [
    ...setup.units,
    { ...setup.units[0]!, id: 'green', unit: { ...setup.units[0]!.unit, name: 'Green' }, hex: '0812' },
    { id: 'pk', side: 'b', unit: packrat() as never, gunnery: 4, piloting: 5, hex: '0303', facing: 3 as const },
  ];
  return { ...battleModule.init(battleModule.parseSetup({ ...setup, units }), rules), phase: 'physical' };
}
const podded = (s: BattleState, id: string, pods: AttachedPod[], more: object = {}): BattleState => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, pods, ...more } },
});

const hit = (damage: number) => ({ location: 'LT', rear: false, damage, steps: [], criticals: [], vehicleCriticals: [], pilot: [], pilotHits: 0 });
const shot = (weapon: string, report: object, extra: object = {}) => ({ attacker: 'red', target: 'blue', weapon, report, ...extra });
const guides = (pod: string) => `Narc-capable missiles homing on the ${pod}`;
const beacon = (pod: object) => shot('iNarc', { toHit: { target: 7 }, roll: 9, hit: true, hits: [], pod: { rolls: [], ...pod } });

/** Every pod event the battle narrates, made by hand to the shape of the engine's reports (each branch of the story once). */
function podEvents(): object[] {
  const kinds = Object.keys(PODS);
  const brush = (removed: boolean) => ({
    attacker: 'red',
    target: 'red',
    kind: 'brush-off',
    report: {
      toHit: { target: 9 },
      roll: removed ? 10 : 4,
      hit: removed,
      pod: { kind: 'homing', location: 'LT', by: 'blue' },
      removed,
      attackerHits: removed ? [] : [hit(5)],
    },
  });
  const crew = (removedPods: object[], reason: string) => ({
    attacker: 'pk',
    target: 'pk',
    kind: 'remove-pods',
    report: {
      toHit: { target: 0, automatic: { outcome: removedPods.length ? 'success' : 'failure', reason } },
      roll: null,
      hit: removedPods.length > 0,
      removedPods,
    },
  });
  const none = { psrs: [], units: {}, positions: {} };
  return [
    {
      type: 'fireResolved',
      reports: [
        ...kinds.map((kind) => beacon({ kind, location: 'LT' })),
        beacon({ kind: 'ecm', location: 'LT', eccm: true }),
        beacon({ kind: 'homing', location: null, cover: true }),
        beacon({ kind: 'narc', location: null }),
        ...['iNarc explosive pod', 'Narc explosive pod'].map((label) =>
          shot('iNarc', { toHit: { target: 7 }, roll: 9, hit: true, hits: [hit(6)], explosive: { label, damage: 6 } }),
        ),
        ...['Narc pod', 'iNarc homing pod'].map((pod) =>
          shot('SRM 6', {
            toHit: { target: 7 },
            roll: 9,
            hit: true,
            hits: [hit(4)],
            cluster: { roll: 8, hits: 6, modifier: { value: 2, label: guides(pod) } },
          }),
        ),
        ...['ATM 6', 'SRM 6'].map((weapon) =>
          shot(weapon, { toHit: { target: 7 }, roll: 4, hit: false, hits: [] }, { target: 'green', nemesis: { aimedAt: 'blue', missiles: 'ATM' } }),
        ),
      ],
      ...none,
    },
    { type: 'physicalDeclared', unit: 'red', attack: { kind: 'brush-off', target: 'red', limb: 'LA', pod: 0 } },
    { type: 'physicalDeclared', unit: 'pk', attack: { kind: 'remove-pods', target: 'pk' } },
    {
      type: 'physicalResolved',
      reports: [
        brush(true),
        brush(false),
        crew(
          [
            { kind: 'homing', location: 'FR', by: 'red' },
            { kind: 'nemesis', location: 'FR', by: 'red' },
          ],
          'x',
        ),
        crew([], `${VEHICLE} moved this turn`),
      ],
      ...none,
    },
  ];
}

/** What the refused choices of removing pods say: brush-offs of a 'Mech, and a vehicle's crew. */
function refusals(): string[] {
  const s = battle();
  const homing: AttachedPod = { kind: 'homing', location: 'LT', by: 'blue' };
  const red = podded(s, 'red', [homing]);
  const la = red.units.red!.locations.LA!;
  const options: [BattleState, string, object][] = [
    [red, 'red', { kind: 'brush-off', target: 'blue', limb: 'LA', pod: 0 }],
    [red, 'red', { kind: 'brush-off', target: 'red', limb: 'LL', pod: 0 }],
    [red, 'red', { kind: 'brush-off', target: 'red', limb: 'LA' }],
    [red, 'red', { kind: 'brush-off', target: 'red', limb: 'LA', pod: 3 }],
    [podded(s, 'red', [{ ...homing, kind: 'narc' }]), 'red', { kind: 'brush-off', target: 'red', limb: 'LA', pod: 0 }],
    [podded(s, 'red', [homing], { prone: true }), 'red', { kind: 'brush-off', target: 'red', limb: 'LA', pod: 0 }],
    [
      podded(s, 'red', [homing], { locations: { ...red.units.red!.locations, LA: { ...la, destroyed: true } } }),
      'red',
      { kind: 'brush-off', target: 'red', limb: 'LA', pod: 0 },
    ],
    [red, 'red', { kind: 'remove-pods', target: 'red' }],
    [s, 'pk', { kind: 'remove-pods', target: 'pk' }],
    [podded(s, 'pk', [homing]), 'pk', { kind: 'remove-pods', target: 'red' }],
    [{ ...podded(s, 'pk', [homing]), moved: { pk: { mode: 'walk', hexes: 1 } } } as never, 'pk', { kind: 'remove-pods', target: 'pk' }],
    [{ ...podded(s, 'pk', [homing]), fire: { pk: [{ weapon: 0, target: 'red' }] } } as never, 'pk', { kind: 'remove-pods', target: 'pk' }],
    [podded(s, 'pk', [homing], { pilot: { ...s.units.pk!.pilot, conscious: false } }), 'pk', { kind: 'remove-pods', target: 'pk' }],
  ];
  return options.map(([state, unit, decl]) => {
    const r = physicalOption(state, unit, decl as never, rules);
    if (typeof r !== 'string') throw new Error(`${JSON.stringify(decl)} was allowed`);
    return r;
  });
}

/** The names the table gave and the location names (written as the engine wrote them in every German line). */
const NAMES = ['Red', 'Blue', 'Green', VEHICLE, 'iNarc', 'ATM 6', 'SRM 6', 'LA', 'LL', 'left torso', 'front right'];

describe('Narc and iNarc pods in German (ADR 0036)', () => {
  it('every story line of pods (stuck, cover, ECCM, explosive, Nemesis, brushed off, removed by the crew, declared) reads German', () => {
    const s = battle();
    const lines = podEvents().flatMap((e) => battleModule.narrate!(s, e as never));
    const texts: Shown[] = lines.flatMap((l) => [l.text, ...(l.details ?? [])].map((t): Shown => [t, ['story.']]));
    expect(lines.length).toBeGreaterThan(18);
    expect(englishLeft(texts, NAMES)).toEqual([]);
    const story = (text: string) => de(text, ['story.']);
    expect(story("Red's iNarc hits Blue: iNarc ECM pod (as ECCM) sticks to the left torso")).toBe(
      'iNarc von Red trifft Blue: iNarc-ECM-Kapsel (als ECCM) haftet (linker Torso)',
    );
    expect(story('cluster roll 8 +2 (Narc-capable missiles homing on the iNarc homing pod): 6 hit')).toBe(
      'Clusterwurf 8 +2 (Narc-fähige Raketen zielen auf die iNarc-Zielsuchkapsel): 6 Treffer',
    );
    expect(story("Red's ATM 6 is drawn to Green by its iNarc Nemesis pod (fired at Blue)")).toBe(
      'ATM 6 von Red wird von der iNarc-Nemesis-Kapsel an Green abgelenkt (abgefeuert auf Blue)',
    );
    expect(story("Red's iNarc hits Blue, the iNarc explosive pod explodes: 6 to the left torso")).toBe(
      'iNarc von Red trifft Blue, die iNarc-Sprengkapsel explodiert: 6 → linker Torso',
    );
    expect(story(`${VEHICLE}'s crew climbs out and removes the iNarc homing pod, iNarc Nemesis pod`)).toBe(
      `Die Besatzung von ${VEHICLE} steigt aus und entfernt die iNarc-Zielsuchkapsel, iNarc-Nemesis-Kapsel`,
    );
    expect(story('Red fails to brush off the iNarc homing pod on the left torso and strikes itself: 5 to the left torso')).toBe(
      'Red kann die iNarc-Zielsuchkapsel (linker Torso) nicht abstreifen und trifft sich selbst: 5 → linker Torso',
    );
  });

  it("every ruling of removing pods (a 'Mech's brush-off, a vehicle's crew) and every refusal reads German", () => {
    const s = battle();
    const pods: AttachedPod[] = [
      { kind: 'homing', location: 'LT', by: 'blue' },
      { kind: 'haywire', location: 'RT', by: 'blue', eccm: undefined as never },
    ];
    const brushOffs = brushOffOptions(podded(s, 'red', pods), 'red', rules).map((b) => b.toHit);
    const crew = crewRemovalDeclaration(podded(s, 'pk', [{ kind: 'ecm', location: 'FR', by: 'red' }, ...pods]), 'pk')!.ruling;
    expect(brushOffs).toHaveLength(4);
    const texts: Shown[] = [...brushOffs, crew].flatMap((r) => [
      [r.label, RULING_GROUPS] as Shown,
      ...r.modifiers.map((m): Shown => [m.label, labelGroups(m.id)]),
      ...(r.automatic ? [[r.automatic.reason, REASON_GROUPS] as Shown] : []),
    ]);
    const refused = refusals();
    expect(new Set(refused).size).toBe(refused.length);
    texts.push(...refused.map((r): Shown => [r, REASON_GROUPS]));
    expect(englishLeft(texts, [...NAMES, 'RA', 'Narc'])).toEqual([]);
    expect(de(crew.label, RULING_GROUPS)).toBe(`Die Besatzung von ${VEHICLE} entfernt iNarc-ECM-Kapsel, iNarc-Zielsuchkapsel, iNarc-Störkapsel`);
    expect(de('Red brushes off the iNarc homing pod with LA', RULING_GROUPS)).toBe('Red streift die iNarc-Zielsuchkapsel mit LA ab');
  });
});

/** The string and template literals of `text` (comments skipped), each with the code just before it. */
function literals(text: string): { shape: string; raw: string; before: string; after: string }[] {
  const out: { shape: string; raw: string; before: string; after: string }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      for (let depth = 0; j < text.length && (text[j] !== c || depth > 0); j++) {
        if (text[j] === '\\') j++;
        else if (c === '`' && text[j] === '$' && text[j + 1] === '{') depth++;
        else if (depth > 0 && text[j] === '}') depth--;
      }
      out.push({ shape: literal(text, i, '§') ?? '', raw: text.slice(i, j + 1), before: text.slice(Math.max(0, i - 12), i), after: text.slice(j + 1, j + 4) });
      i = j;
    }
    if (i < 0) break;
  }
  return out;
}

/** Whether a template of the battle's groups reads `shape` with every value one of its `${…}` (no loose template swallowing words). */
const ownTemplate = (shape: string): boolean =>
  en.some((t) => {
    const m = /^(story|ruling|reason|part|modifier)\./u.test(t.key) ? t.pattern.exec(shape) : null;
    return m !== null && Object.values(m.groups ?? {}).every((v) => /^[1§]$/u.test(v));
  });

describe('every pod sentence the battle engine writes has a German template (read from its source)', () => {
  const POD_WORDS = /\bpods?\b|PODS|brush|Nemesis|crew|explosive/iu;
  const FILES = [
    'battle/narrate.ts',
    'battle/pod-removal.ts',
    'battle/phases.ts',
    'rules/physical-attacks/pod-removal.ts',
    'rules/physical-attacks/crew-pod-removal.ts',
    'rules/weapon-attacks/beacon.ts',
    'rules/narc.ts',
    'rules/nemesis.ts',
  ];

  it('each sentence about pods (a story line, a ruling, a reason, a pod) matches a template of its own, so a new one fails here', () => {
    const missing: string[] = [];
    let count = 0;
    for (const file of FILES)
      for (const l of literals(readFileSync(resolve(PACKAGES, file), 'utf8'))) {
        // Sentences and names only: not ids, imports or the rules' sources (their titles and notes are shown as they are).
        if (!POD_WORDS.test(l.raw) || !/ /u.test(l.shape) || /(note:|tw\(|tacops\(|nemesis\(|\+)\s*$/u.test(l.before) || /^\s*\+/u.test(l.after)) continue;
        // A die roll's purpose (`rollCheck(…, dice, purpose)`) is shown as written, as every roll's is.
        if (/›|MegaMek/u.test(l.shape) || !/[a-z]/iu.test(l.shape.replace(/\b1\b/gu, '')) || /dice, $/u.test(l.before)) continue;
        count++;
        if (!ownTemplate(l.shape)) missing.push(`${file}: ${l.shape}`);
      }
    expect(count).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
