// A battle's events told in the words players use at the table: who hit whom where, what broke, what exploded, who fell,
// shut down, was destroyed or withdrew. Dice and slot arithmetic go in each line's details, for a page to fold away.
import { locationName } from '../tables/mech-hit-location';
import type { HitReport } from '../rules/damage/apply-hit';
import { clusterText } from '../rules/weapon-attacks/weapon-attack';
import type { PodRemovalReport } from '../rules/physical-attacks/pod-removal';
import type { CrewPodRemovalReport } from '../rules/physical-attacks/crew-pod-removal';
import type { PodReport } from '../rules/weapon-attacks/beacon';
import { PODS } from '../rules/narc';
import type { FallReport } from '../rules/piloting/falls';
import type { PhaseEndReport } from '../rules/piloting/phase-end';
import type { HeatPhaseReport } from '../rules/heat/heat';
import type { GetUpAttempt } from './movement';
import type { BattleEvent } from './module';
import type { BattleState } from './state';
import type { UnitRevealedEvent } from './hidden';
import { formatSource } from '@marshal/core';
import type { EcmMode } from '../options/rules';
import type { UnitChange } from './unit-change';
import { POINT_BLANK_TWIST } from './sources';
import type { HeatTurn } from './heat-turns';

export type StoryKind =
  | 'round'
  | 'orders'
  | 'move'
  | 'hit'
  | 'miss'
  | 'damage'
  | 'critical'
  | 'explosion'
  | 'fall'
  | 'pilot'
  | 'heat'
  | 'shutdown'
  | 'startup'
  | 'destroyed'
  | 'withdrawn'
  | 'outcome'
  | 'info';

/** One thing that happened, in words; `details` holds the dice and arithmetic behind it. */
export interface StoryLine {
  readonly kind: StoryKind;
  readonly text: string;
  /** The unit it is about, when there is one. */
  readonly unit?: string;
  readonly details?: readonly string[];
}

/** Where in the round an event belongs, for a log grouped by phase. */
export type StoryPhase = 'initiative' | 'movement' | 'fire' | 'physical' | 'heat' | 'end';

export const storyPhaseOf = (type: string): StoryPhase =>
  type === 'initiativeRolled' || type === 'unitDeployed'
    ? 'initiative'
    : type.startsWith('fire')
      ? 'fire'
      : type.startsWith('physical')
        ? 'physical'
        : type === 'heatResolved'
          ? 'heat'
          : type === 'roundEnded'
            ? 'end'
            : 'movement';

type Names = (id: string) => string;

const line = (kind: StoryKind, text: string, unit?: string, details?: readonly string[]): StoryLine => ({
  kind,
  text,
  ...(unit ? { unit } : {}),
  ...(details?.length ? { details } : {}),
});

const the = (loc: string) => `the ${locationName(loc).toLowerCase()}`;
const rolled = (target: number | null | undefined, roll: number | null) =>
  roll === null ? 'no roll needed' : target === undefined || target === null ? `rolled ${roll}` : `needed ${target}, rolled ${roll}`;
/** A piloting roll's reason without the unit's name in front ("took 20+ damage this phase"). */
const why = (label: string) => label.slice(label.lastIndexOf(' — ') >= 0 ? label.lastIndexOf(' — ') + 3 : label.indexOf(': ') + 2);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Damage, criticals, explosions and pilot hits of one group of damage on `target`. */
function hitLines(names: Names, target: string, h: HitReport): StoryLine[] {
  const who = names(target);
  const out: StoryLine[] = [];
  const destroyed = h.steps.filter((s) => s.destroyed && s.armor + s.structure > 0).map((s) => s.location);
  if (destroyed.length) out.push(line('damage', `${who}: ${destroyed.map(the).join(' and ')} destroyed`, target));
  for (const check of h.criticals) {
    for (const effect of check.effects) {
      const what = effect.item ?? effect.system;
      if (effect.explosion)
        out.push(
          line('explosion', `${who}: ${what} explodes in ${the(effect.location)} (${effect.explosion.damage} damage)`, target, [`critical roll ${check.roll}`]),
        );
      else
        out.push(
          line('critical', `${who}: critical hit, ${what} in ${the(effect.location)}`, target, [
            `critical roll ${check.roll}${check.modifier ? ` ${check.modifier > 0 ? '+' : ''}${check.modifier}` : ''}: ${check.result}`,
          ]),
        );
    }
    if (check.blownOff) out.push(line('damage', `${who}: ${the(check.location)} is blown off`, target));
  }
  for (const v of h.vehicleCriticals)
    if (v.result !== 'none') out.push(line('critical', `${who}: ${v.result} (${the(v.location)})`, target, [`critical roll ${v.roll}`]));
  if (h.motive && h.motive.result !== 'none')
    out.push(line('critical', `${who}: motive system damage, ${h.motive.result}`, target, [`motive roll ${h.motive.roll}, total ${h.motive.total}`]));
  if (h.pilotHits) out.push(line('pilot', `${who}: pilot takes ${plural(h.pilotHits, 'hit')}`, target));
  for (const c of h.pilot) if (c && !c.conscious) out.push(line('pilot', `${who}: pilot knocked unconscious`, target, [rolled(c.ruling.target, c.roll)]));
  return out;
}

const damageText = (hits: readonly HitReport[]) => {
  const byPlace = new Map<string, number>();
  for (const h of hits) byPlace.set(`${h.location}${h.rear ? ' (rear)' : ''}`, (byPlace.get(`${h.location}${h.rear ? ' (rear)' : ''}`) ?? 0) + h.damage);
  return [...byPlace].map(([loc, d]) => `${d} to ${the(loc.replace(' (rear)', ''))}${loc.endsWith(' (rear)') ? ' (rear)' : ''}`).join(', ');
};

const attackName = (kind: string) => (kind === 'dfa' ? 'death from above' : kind);

/** A declared physical attack; removing pods names no enemy (the unit itself is the target). */
function declaredText(names: Names, unit: string, attack: { readonly kind: string; readonly target: string; readonly limb?: string }): string {
  if (attack.kind === 'brush-off') return `${names(unit)} will brush off an iNarc pod with ${attack.limb}`;
  if (attack.kind === 'remove-pods') return `${names(unit)}'s crew will remove its iNarc pods`;
  return `${names(unit)} will ${attackName(attack.kind)} ${names(attack.target)}`;
}

function toHitDetail(toHit: { target: number; automatic?: { outcome: string; reason: string } } | undefined, roll: number | null): string {
  if (toHit?.automatic) return `automatic ${toHit.automatic.outcome === 'success' ? 'hit' : 'miss'}: ${toHit.automatic.reason}`;
  return rolled(toHit?.target, roll);
}

/** Where a beacon's pod stuck, or that it struck the cover. */
const podText = (p: PodReport): string => {
  const pod = p.eccm ? `${PODS[p.kind].label} (as ECCM)` : PODS[p.kind].label;
  return p.location ? `${pod} sticks to ${the(p.location)}` : p.cover ? `${pod} strikes the cover` : `${pod} finds nothing to stick to`;
};

function attackLines(names: Names, a: Extract<BattleEvent, { type: 'fireResolved' | 'physicalResolved' }>['reports'][number]): StoryLine[] {
  const weapon = 'weapon' in a ? a.weapon : attackName(a.kind);
  const target = a.target.startsWith('building:') ? `building ${a.target.slice('building:'.length)}` : names(a.target);
  const r = a.report;
  if ('kind' in a && a.kind === 'brush-off' && r && 'removed' in r) return brushOffLines(names, a.attacker, r as PodRemovalReport);
  if ('kind' in a && a.kind === 'remove-pods' && r && 'removedPods' in r) {
    const crew = r as CrewPodRemovalReport;
    const pods = crew.removedPods.map((p) => PODS[p.kind].label).join(', ');
    if (pods) return [line('hit', `${names(a.attacker)}'s crew climbs out and removes the ${pods}`, a.attacker)];
    return [line('miss', `${names(a.attacker)}'s crew removes no iNarc pod: ${crew.toHit.automatic?.reason ?? 'none is left'}`, a.attacker)];
  }
  if ('nemesis' in a && a.nemesis) {
    const drawn = `${names(a.attacker)}'s ${weapon} is drawn to ${target} by its iNarc Nemesis pod (fired at ${names(a.nemesis.aimedAt)})`;
    return [line('info', drawn, a.attacker), ...attackLines(names, { ...a, nemesis: undefined })];
  }
  if (!r) return [line('info', `${names(a.attacker)} does not ${weapon} ${target}${'reason' in a && a.reason ? `: ${a.reason}` : ''}`, a.attacker)];
  if ('skipped' in r) return [line('info', `${names(a.attacker)}'s ${weapon} does not fire: ${r.skipped}`, a.attacker)];
  const dice = [toHitDetail('toHit' in r ? r.toHit : undefined, r.roll)];
  if (!r.hit) return [line('miss', `${names(a.attacker)}'s ${weapon} misses ${target}`, a.attacker, dice)];
  const hits = 'hits' in r ? (r.hits as readonly HitReport[]) : [];
  if ('cluster' in r && r.cluster) dice.push(clusterText(r.cluster));
  const pod = 'pod' in r && r.pod ? `: ${podText(r.pod)}` : '';
  const hit = `${names(a.attacker)}'s ${weapon} hits ${target}`;
  const blast = 'explosive' in r ? r.explosive : undefined;
  const text = blast ? `${hit}, the ${blast.label} explodes: ${damageText(hits)}` : hits.length ? `${hit}: ${damageText(hits)}` : `${hit}${pod}`;
  const out = [line('hit', text, a.attacker, dice), ...hits.flatMap((h) => hitLines(names, a.target, h))];
  if ('jammed' in r && r.jammed) out.push(line('info', `${names(a.attacker)}'s ${weapon} jams`, a.attacker));
  if ('attackerHits' in r && r.attackerHits.length)
    out.push(
      line('damage', `${names(a.attacker)} takes ${damageText(r.attackerHits)} itself`, a.attacker),
      ...r.attackerHits.flatMap((h) => hitLines(names, a.attacker, h)),
    );
  return out;
}

/** A 'Mech brushing an iNarc pod off itself: the pod gone, or the arm striking the 'Mech. */
function brushOffLines(names: Names, unit: string, r: PodRemovalReport): StoryLine[] {
  const dice = [toHitDetail(r.toHit, r.roll)];
  const pod = `${PODS[r.pod.kind].label} on ${the(r.pod.location)}`;
  if (r.removed) return [line('hit', `${names(unit)} brushes off the ${pod}`, unit, dice)];
  return [
    line('miss', `${names(unit)} fails to brush off the ${pod} and strikes itself: ${damageText(r.attackerHits)}`, unit, dice),
    ...r.attackerHits.flatMap((h) => hitLines(names, unit, h)),
  ];
}

function fallLines(names: Names, unit: string, fall: FallReport): StoryLine[] {
  return [
    line('fall', `${names(unit)} falls (${fall.damage} damage${fall.hits.length ? `: ${damageText(fall.hits)}` : ''})`, unit, [
      `landing roll ${fall.facingRoll}`,
    ]),
    ...fall.hits.flatMap((h) => hitLines(names, unit, h)),
    ...(fall.pilotCheck.avoided
      ? []
      : [line('pilot', `${names(unit)}: pilot hurt in the fall`, unit, [rolled(fall.pilotCheck.ruling.target, fall.pilotCheck.roll)])]),
  ];
}

function psrLines(names: Names, reports: readonly PhaseEndReport[]): StoryLine[] {
  return reports.flatMap((r) => [
    ...r.psrs.map((p) =>
      // The roll's detail names the unit: a phase's details are listed together, several units' rolls among them.
      line(p.success ? 'info' : 'fall', `${names(r.unit)} ${p.success ? 'keeps its footing' : 'fails a piloting roll'} (${why(p.ruling.label)})`, r.unit, [
        `${names(r.unit)}: ${rolled(p.ruling.target, p.roll)}`,
      ]),
    ),
    ...(r.fall ? fallLines(names, r.unit, r.fall) : []),
    ...(r.crash ? [line('fall', `${names(r.unit)} crashes`, r.unit)] : []),
  ]);
}

function attemptLines(names: Names, unit: string, attempts: readonly GetUpAttempt[]): StoryLine[] {
  return attempts.flatMap((a) => [
    line(a.success ? 'info' : 'fall', `${names(unit)} ${a.success ? 'passes' : 'fails'} a piloting roll (${why(a.ruling.label)})`, unit, [
      rolled(a.ruling.target, a.roll),
    ]),
    ...(a.fall ? fallLines(names, unit, a.fall) : []),
  ]);
}

/** The heat phase's sum for one unit: where it began (the turn's start and its fire, when known), what came in and went out. */
function heatSum(who: string, r: HeatPhaseReport, turn: HeatTurn | undefined): string {
  const equipment = r.equipmentHeat?.amount ?? 0;
  const before = turn ? null : r.heat > 0 ? r.heat + r.dissipated - r.movementHeat - r.engineHeat - equipment : null;
  const terms = [
    ...(turn ? [`${turn.start} at the start of the turn`, `+${turn.fired} from weapons fired`] : before !== null ? [`${before} before the heat phase`] : []),
    `+${r.movementHeat} from movement`,
    `+${r.engineHeat} from engine hits`,
    ...(r.equipmentHeat ? [`+${r.equipmentHeat.amount} (${r.equipmentHeat.label})`] : []),
    `−${r.dissipated} dissipated`,
  ];
  return `${who}: ${terms.join(', ')} → heat ${r.heat}`;
}

/** One unit's heat phase: its heat and how it came about, then each roll it made (restart, shutdown, ammunition), named and at that heat. */
function heatLines(names: Names, r: HeatPhaseReport, turn: HeatTurn | undefined): StoryLine[] {
  const who = names(r.unit);
  const out = [line('heat', `${who} at heat ${r.heat}`, r.unit, [heatSum(who, r, turn)])];
  if (r.restart) {
    const roll = r.restart.ruling?.automatic
      ? `${who}: heat ${r.heat} keeps the reactor shut down without a roll`
      : r.restart.ruling
        ? `${who}: restart at heat ${r.heat}: ${rolled(r.restart.ruling.target, r.restart.roll)}`
        : `${who}: restarts without a roll at heat ${r.heat} (below 14)`;
    out.push(line(r.restart.restarted ? 'startup' : 'shutdown', `${who} ${r.restart.restarted ? 'restarts' : 'stays shut down'}`, r.unit, [roll]));
  }
  if (r.shutdown) {
    const roll = r.shutdown.ruling.automatic
      ? `${who}: heat ${r.heat} shuts the reactor down without a roll`
      : `${who}: avoid shutdown at heat ${r.heat}: ${rolled(r.shutdown.ruling.target, r.shutdown.roll)}`;
    const text = r.shutdown.avoided ? `${who} avoids shutting down at heat ${r.heat}` : `${who} shuts down from heat`;
    out.push(line(r.shutdown.avoided ? 'heat' : 'shutdown', text, r.unit, [roll]));
  }
  if (r.ammo) {
    const roll = `${who}: avoid an ammunition explosion at heat ${r.heat}: ${rolled(r.ammo.ruling.target, r.ammo.roll)}`;
    const text = r.ammo.exploded != null ? `${who}: ammunition explodes from heat` : `${who} avoids an ammunition explosion at heat ${r.heat}`;
    out.push(line(r.ammo.exploded != null ? 'explosion' : 'heat', text, r.unit, [roll]));
  }
  if (r.pilotDamage) out.push(line('pilot', `${who}: pilot takes ${plural(r.pilotDamage, 'hit')} from heat`, r.unit));
  return out;
}

/** Lines for what a unit's change says happened to it: destroyed, pilot killed or out, immobile, prone. */
function changeLines(names: Names, units: Readonly<Record<string, UnitChange>> | undefined): StoryLine[] {
  return Object.entries(units ?? {}).flatMap(([id, c]) => [
    ...(c.pilot?.dead ? [line('destroyed', `${names(id)}: pilot killed`, id)] : []),
    ...(c.immobile === true ? [line('damage', `${names(id)} is immobilised`, id)] : []),
    ...(c.destroyed === true ? [line('destroyed', `${names(id)} destroyed`, id)] : []),
  ]);
}

const ECM_MODE_WORDS: Readonly<Record<EcmMode, string>> = {
  ecm: 'ECM',
  eccm: 'ECCM',
  'two-standard': 'two standard suites (ECM and ECCM)',
  stealth: 'power its stealth armour',
  off: 'off',
};

const REVEAL_WORDS: Readonly<Record<UnitRevealedEvent['reason'], string>> = {
  moved: 'it moved',
  fired: 'it fired',
  attacked: 'it made a physical attack',
  adjacent: 'found by an enemy next to it:',
  probe: 'found by the active probe of',
};

/**
 * One event told in words. `state` gives the units' and sides' names (any state of the same battle will do); `heat`, each
 * unit's heat at the start of the turn and from its fire (`heatTurns`), lets a heat phase tell the whole turn's heat.
 */
export function narrateEvent(state: BattleState, e: BattleEvent, heat?: Readonly<Record<string, HeatTurn>>): StoryLine[] {
  const names: Names = (id) => state.units[id]?.name ?? id;
  const side = (id: string) => state.sides.find((s) => s.id === id)?.name ?? id;
  switch (e.type) {
    case 'unitDeployed':
      return [line('move', `${side(e.side)} deploys ${names(e.unit)} at ${e.hex} facing ${e.facing}`, e.unit, [`zone: ${e.zone}`])];
    case 'initiativeRolled':
      return [
        line(
          'round',
          `Round ${e.round}: ${side(e.order[e.order.length - 1]!)} wins the initiative`,
          undefined,
          e.rolls.map((r) => r.map((x) => `${side(x.side)} ${x.total}`).join(' v ')),
        ),
      ];
    case 'ordersWritten':
      return [line('orders', `${side(e.side)} has written its orders`), ...Object.entries(e.psrs).flatMap(([id, a]) => attemptLines(names, id, a))];
    case 'ordersRevised':
      return [line('orders', `${side(e.side)} ${e.orders === null ? 'keeps' : 'changes'} ${names(e.unit)}'s orders`), ...attemptLines(names, e.unit, e.psrs)];
    case 'ordersRevealed': {
      const orders = Object.values(e.orders).flatMap((o) => Object.entries(o).map(([id, text]) => `${names(id)} “${text}”`));
      return [line('orders', `Orders revealed${orders.length ? `: ${orders.join(', ')}` : ''}`)];
    }
    case 'unitMoved': {
      const r = e.report;
      const how = r.summary.mode === 'stand' ? 'stays in' : `${r.summary.mode}s from ${r.from.hex} to`;
      const moved = r.exited ? `${names(r.unit)} leaves the map by the ${r.exited.edge} edge` : `${names(r.unit)} ${how} ${r.to.hex}`;
      // A move cut short says why in the line itself, not only in the folded details: the player sees their orders were not carried out.
      const text = r.stopped && !r.exited ? `${moved} (stopped: ${r.stopped.reason})` : moved;
      return [
        line('move', text, r.unit, [
          `${plural(r.summary.hexes, 'hex', 'hexes')}, ${r.mpUsed} MP${r.stopped ? `; stopped at “${r.stopped.order}”: ${r.stopped.reason}` : ''}`,
        ]),
        ...attemptLines(names, r.unit, [...r.gettingUp, ...(r.rolls ?? [])]),
      ];
    }
    case 'fireDeclared':
      return [line('info', e.attacks.length ? `${names(e.unit)} declares ${plural(e.attacks.length, 'shot')}` : `${names(e.unit)} holds its fire`, e.unit)];
    case 'physicalDeclared':
      return [line('info', e.attack ? declaredText(names, e.unit, e.attack) : `${names(e.unit)} makes no physical attack`, e.unit)];
    case 'fireResolved':
    case 'physicalResolved':
      return [...e.reports.flatMap((a) => attackLines(names, a)), ...psrLines(names, e.psrs), ...changeLines(names, e.units)];
    case 'heatResolved':
      return [...e.reports.flatMap((r) => heatLines(names, r, heat?.[r.unit])), ...psrLines(names, e.psrs), ...changeLines(names, e.units)];
    case 'coverTaken':
      return [line('info', `${names(e.unit)} takes cover behind ${e.behind}`, e.unit)];
    case 'unitRevealed':
      return [
        line('info', `${names(e.unit)} is revealed at ${e.hex}: ${REVEAL_WORDS[e.reason]}${e.by ? ` ${names(e.by)}` : ''}`, e.unit, [formatSource(e.source)]),
      ];
    case 'moveInterrupted':
      return [line('move', `${names(e.unit)} is stopped at ${e.at.hex}: a hidden unit may fire point-blank`, e.unit, [formatSource(e.source)])];
    case 'pointBlankDeclined':
      return [line('info', `${names(e.unit)} lets the moving unit pass`, e.unit)];
    case 'pointBlankResolved':
      return [
        e.twist
          ? line('info', `${names(e.unit)} twists its torso ${e.twist < 0 ? 'left' : 'right'} and fires point-blank at ${names(e.target)}`, e.unit, [
              formatSource(e.source),
              formatSource(POINT_BLANK_TWIST),
            ])
          : line('info', `${names(e.unit)} fires point-blank at ${names(e.target)}`, e.unit, [formatSource(e.source)]),
        ...e.reports.flatMap((a) => attackLines(names, a)),
        ...psrLines(names, e.psrs),
        ...changeLines(names, e.units),
      ];
    case 'ecmModeSet':
      return [line('info', `${names(e.unit)} sets its ECM suite to ${ECM_MODE_WORDS[e.mode]} for the next turn`, e.unit)];
    case 'roundEnded':
      return [
        ...e.withdrawn.map((id) => line('withdrawn', `${names(id)} withdraws`, id)),
        ...(e.outcome
          ? [
              line(
                'outcome',
                `${e.outcome.result === 'victory' && e.outcome.winner ? `${side(e.outcome.winner)} wins` : e.outcome.result === 'draw' ? 'Draw' : 'Both sides destroyed'}: ${e.outcome.reason}`,
              ),
            ]
          : []),
      ];
  }
}
