import {
  type BattleCommand,
  type BattleEvent,
  type BattleState,
  type StoryLine,
  type StoryPhase,
  type HeatTurn,
  battleEventRulings,
  heatTurns,
  narrateEvent,
  storyPhaseOf,
} from '@marshal/battletech';
import { RulingView } from '../../components/ruling-view';
import { useEngineText } from '../../i18n/engine-text';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { sideName } from './battle-model';

/**
 * The battle log in battle language, grouped by round and phase: hits, damage, criticals, explosions, falls, shutdowns,
 * destruction and withdrawal in words; each group's dice and rulings (with their modifiers) folded away beneath it.
 */

export interface LogEntry {
  readonly seq: number;
  /** The server redacted part of this entry for the seats asking (its events keep only type and side or unit). */
  readonly hidden?: boolean;
  readonly command: BattleCommand | { type: string };
  readonly events: readonly ({ type: string } & Record<string, unknown>)[];
  readonly rolls: readonly { purpose: string; faces: readonly number[]; total: number }[];
}

type Ev = { type: string } & Record<string, unknown>;

const name = (s: BattleState, id: unknown) => (typeof id === 'string' ? (s.units[id]?.name ?? id) : '?');

type Resolved = Extract<BattleEvent, { type: 'fireResolved' | 'physicalResolved' | 'pointBlankResolved' }>;

function attackLine(s: BattleState, a: Resolved['reports'][number]): string {
  const what = `${name(s, a.attacker)} ${'weapon' in a ? a.weapon : a.kind} → ${name(s, a.target)}`;
  const r = a.report;
  if (!r) return `${what}: miss (—)`;
  if ('skipped' in r) return `${what}: ${r.skipped}`;
  const hits = ('hits' in r ? r.hits : []).map((h) => `${h.damage} to ${h.location}`).join(', ');
  return `${what}: ${r.hit ? `hit (${r.roll ?? 'auto'})${hits ? `, ${hits}` : ''}` : `miss (${r.roll ?? '—'})`}`;
}

/** The other side's secret choices: told as "declared (hidden)" until revealed. */
const SECRET = new Set(['ordersWritten', 'ordersRevised', 'fireDeclared', 'physicalDeclared']);

/** One event in the record's terms (the replay's step view). `hidden`: the other side's secret choice, not yet revealed to this seat. */
export function describeEvent(s: BattleState, e: Ev, secret: boolean): string[] {
  // What a unit still hidden from this seat did (the server sends the event without its body; ADR 0043, 0053): not told.
  if (e.hidden === true && !SECRET.has(e.type)) return [];
  const hidden = secret || e.hidden === true;
  switch (e.type) {
    case 'unitDeployed':
      return [`${sideName(s, e.side as string)} deploys ${name(s, e.unit)} at ${String(e.hex)} facing ${String(e.facing)} (zone: ${String(e.zone)})`];
    case 'initiativeRolled': {
      const rolls = e.rolls as { side: string; total: number }[][];
      return [
        `Round ${String(e.round)} initiative: ${rolls.map((r) => r.map((x) => `${sideName(s, x.side)} ${x.total}`).join(' v ')).join('; re-roll ')}; ${sideName(s, (e.order as string[])[0]!)} moves first`,
      ];
    }
    case 'ordersWritten':
      return hidden
        ? [`${sideName(s, e.side as string)} wrote its orders (hidden until both sides have written)`]
        : [
            `${sideName(s, e.side as string)} wrote: ${Object.entries(e.orders as Record<string, string>)
              .map(([id, o]) => `${name(s, id)} “${o}”`)
              .join(', ')}`,
          ];
    case 'ordersRevised':
      return hidden
        ? [`${sideName(s, e.side as string)} changed or kept orders after a failed roll (hidden)`]
        : [`${sideName(s, e.side as string)}: ${name(s, e.unit)} ${e.orders === null ? 'keeps its orders' : `now “${String(e.orders)}”`}`];
    case 'ordersRevealed':
      return [
        `Orders revealed: ${Object.values(e.orders as Record<string, Record<string, string>>)
          .flatMap((o) => Object.entries(o).map(([id, t]) => `${name(s, id)} “${t}”`))
          .join(', ')}`,
      ];
    case 'unitMoved': {
      const r = e.report as {
        unit: string;
        from: { hex: string };
        to: { hex: string; facing: number };
        summary: { mode: string; hexes: number };
        mpUsed: number;
        stopped: { index: number; order: string; reason: string } | null;
      };
      return [
        `${name(s, r.unit)} ${r.summary.mode} ${r.from.hex} → ${r.to.hex} facing ${r.to.facing} (${r.summary.hexes} hexes, ${r.mpUsed} MP)${r.stopped ? `; stopped at order ${r.stopped.index} “${r.stopped.order}”: ${r.stopped.reason}` : ''}`,
      ];
    }
    case 'fireDeclared':
      return hidden
        ? [`${name(s, e.unit)} declared its fire (hidden until all have declared)`]
        : [`${name(s, e.unit)} declares ${(e.attacks as unknown[]).length} shot(s)${e.twist ? ` twisting ${e.twist === -1 ? 'left' : 'right'}` : ''}`];
    case 'physicalDeclared':
      return hidden
        ? [`${name(s, e.unit)} declared its physical attack (hidden)`]
        : [
            `${name(s, e.unit)} ${e.attack ? `will ${(e.attack as { kind: string }).kind} ${name(s, (e.attack as { target: string }).target)}` : 'makes no physical attack'}`,
          ];
    case 'fireResolved':
    case 'physicalResolved':
      return [e.type === 'fireResolved' ? 'Fire resolved' : 'Physical attacks resolved', ...(e as unknown as Resolved).reports.map((a) => attackLine(s, a))];
    case 'pointBlankResolved':
      return [
        `${name(s, e.unit)} fires point-blank at ${name(s, e.target)}${e.twist ? ` twisting ${e.twist === -1 ? 'left' : 'right'}` : ''}`,
        ...(e as unknown as Resolved).reports.map((a) => attackLine(s, a)),
      ];
    case 'moveInterrupted':
      return [`${name(s, e.unit)} is stopped at ${String((e.at as { hex: string }).hex)}: a hidden unit may fire point-blank`];
    case 'pointBlankDeclined':
      return [`${name(s, e.unit)} lets the moving unit pass`];
    case 'heatResolved':
      return ['Heat phase'];
    case 'roundEnded': {
      const o = e.outcome as { result: string; winner: string | null; reason: string } | null;
      return [
        `Round ${String(e.round)} ends${(e.withdrawn as string[]).length ? `; withdrawn: ${(e.withdrawn as string[]).map((id) => name(s, id)).join(', ')}` : ''}${o ? ` — ${o.result}${o.winner ? `: ${sideName(s, o.winner)} wins` : ''} (${o.reason})` : ''}`,
      ];
    }
    default:
      return [e.type];
  }
}

const REVEAL: Readonly<Record<string, string>> = {
  ordersWritten: 'ordersRevealed',
  ordersRevised: 'ordersRevealed',
  fireDeclared: 'fireResolved',
  physicalDeclared: 'physicalResolved',
};

/** Whether event `e` of entry `i` is another side's secret that no later event has revealed yet. */
function secretFrom(s: BattleState, entries: readonly LogEntry[], i: number, e: Ev, mySides: readonly string[] | null): boolean {
  if (e.hidden === true) return true;
  if (!mySides || !SECRET.has(e.type)) return false;
  const side = typeof e.side === 'string' ? e.side : s.sideOf[e.unit as string];
  if (side && mySides.includes(side)) return false;
  const reveal = REVEAL[e.type]!;
  return !entries.slice(i).some((x) => x.events.some((y) => y.type === reveal));
}

/** Each heat phase's units: their heat at the start of the turn and from their fire (read from every entry before it). */
type Heat = ReadonlyMap<Ev, Readonly<Record<string, HeatTurn>>>;
const NO_HEAT: Heat = new Map();
const heatOf = (entries: readonly LogEntry[]): Heat => heatTurns(entries.flatMap((entry) => entry.events));

/** What a seat may read of an event: the story in words, or a line saying a secret was kept. */
function storyOf(state: BattleState, e: Ev, secret: boolean, heat: Heat = NO_HEAT): StoryLine[] {
  if (secret) return describeEvent(state, e, true).map((text) => ({ kind: 'orders', text }));
  return narrateEvent(state, e as unknown as BattleEvent, heat.get(e));
}

function Story({ lines }: { lines: readonly StoryLine[] }) {
  const engine = useEngineText();
  return (
    <ul className="story">
      {lines.map((l, i) => (
        <li key={i} className={`story-line story-${l.kind}`} title={l.details?.map(engine.story).join('; ')}>
          {engine.story(l.text)}
        </li>
      ))}
    </ul>
  );
}

/** The dice, rulings and arithmetic behind some entries, folded. */
function Workings({
  state,
  entries,
  hidden,
  label,
  heat = NO_HEAT,
}: {
  state: BattleState;
  entries: readonly LogEntry[];
  hidden: (entry: LogEntry, e: Ev) => boolean;
  label: string;
  heat?: Heat;
}) {
  const { t: tr } = useTranslation('battle');
  const engine = useEngineText();
  const shown = entries.filter((entry) => entry.rolls.length || entry.events.length);
  if (!shown.length) return null;
  return (
    <details className="log-workings">
      <summary>{tr('log.workings')}</summary>
      {shown.map((entry) => {
        const secret = entry.hidden === true || entry.events.some((e) => hidden(entry, e));
        const rulings = entry.events.flatMap((e) => (hidden(entry, e) ? [] : battleEventRulings(e as unknown as BattleEvent)));
        const details = secret ? [] : entry.events.flatMap((e) => storyOf(state, e, false, heat).flatMap((l) => l.details ?? []));
        return (
          <div key={entry.seq} className="log-entry" data-seq={entry.seq}>
            <p className="log-command">
              <strong>{tr('log.entry', { seq: entry.seq })}</strong> {tr(`log.commands.${entry.command.type}`, { defaultValue: entry.command.type })}
            </p>
            {details.length > 0 && (
              <ul className="log-details">
                {details.map((d, i) => (
                  <li key={i}>{engine.story(d)}</li>
                ))}
              </ul>
            )}
            {!secret && entry.rolls.length > 0 && (
              <ul className="log-rolls" aria-label={tr('log.diceOf', { seq: entry.seq, label })}>
                {entry.rolls.map((r, i) => (
                  <li key={i}>
                    {r.purpose}: {r.faces.join('+')} = {r.total}
                  </li>
                ))}
              </ul>
            )}
            {secret && entry.rolls.length > 0 && <p className="hint">{tr('log.secretRolls', { count: entry.rolls.length })}</p>}
            {rulings.map((r, i) => (
              <div key={i} className="log-ruling">
                <RulingView ruling={r.ruling} />
                {r.roll !== null && <span className="hint">{tr('log.rolled', { roll: r.roll })}</span>}
              </div>
            ))}
          </div>
        );
      })}
    </details>
  );
}

/** One entry (the replay's step): what happened in words, its workings folded beneath. */
export function EntryView({ state, entry, hidden }: { state: BattleState; entry: LogEntry; hidden: (e: Ev) => boolean }) {
  return (
    <li className="log-group" data-seq={entry.seq}>
      <Story lines={entry.events.flatMap((e) => storyOf(state, e, hidden(e)))} />
      <Workings state={state} entries={[entry]} hidden={(_, e) => hidden(e)} label="" />
    </li>
  );
}

const PHASE_NAMES: Readonly<Record<StoryPhase, string>> = {
  initiative: 'log.phases.initiative',
  movement: 'log.phases.movement',
  fire: 'log.phases.fire',
  physical: 'log.phases.physical',
  heat: 'log.phases.heat',
  end: 'log.phases.end',
};

interface Group {
  readonly round: number;
  readonly phase: StoryPhase;
  readonly lines: StoryLine[];
  readonly entries: LogEntry[];
}

/**
 * Consecutive events of one round and phase, with the entries they came from. A group with nothing to tell (an end
 * phase where nobody withdrew and nothing was rolled) is left out.
 */
function groupsOf(state: BattleState, entries: readonly LogEntry[], hidden: (i: number, e: Ev) => boolean, heat: Heat): Group[] {
  const groups: Group[] = [];
  const placed = new Set<LogEntry>();
  let round = 0;
  entries.forEach((entry, i) => {
    for (const e of entry.events) {
      if (e.type === 'initiativeRolled' && typeof e.round === 'number') round = e.round;
      const phase = storyPhaseOf(e.type);
      let g = groups[groups.length - 1];
      if (!g || g.round !== round || g.phase !== phase) groups.push((g = { round, phase, lines: [], entries: [] }));
      g.lines.push(...storyOf(state, e, entry.hidden === true || hidden(i, e), heat));
      if (!placed.has(entry)) {
        placed.add(entry);
        g.entries.push(entry);
      }
    }
  });
  return groups.filter((g) => g.lines.length > 0 || g.entries.some((entry) => entry.rolls.length > 0));
}

/** The log, newest round and phase first. `mySides` (null: show everything) hides the other side's unrevealed choices. */
export function BattleLog({ state, entries, mySides }: { state: BattleState; entries: readonly LogEntry[]; mySides: readonly string[] | null }) {
  const { t: tr } = useTranslation('battle');
  const index = new Map(entries.map((entry, i) => [entry, i]));
  const hidden = (i: number, e: Ev) => secretFrom(state, entries, i, e, mySides);
  const heat = useMemo(() => heatOf(entries), [entries]);
  const groups = groupsOf(state, entries, hidden, heat);
  return (
    <section className="panel battle-log" aria-labelledby="battle-log-title">
      <h2 id="battle-log-title">{tr('log.heading')}</h2>
      {groups.length === 0 ? (
        <p className="empty">{tr('log.empty')}</p>
      ) : (
        <ol className="log-list">
          {[...groups].reverse().map((g) => (
            <li key={`${g.round}-${g.phase}-${g.entries[0]?.seq ?? g.lines.length}`} className="log-group">
              <h3 className="log-phase">{g.round ? tr('log.group', { round: g.round, phase: tr(PHASE_NAMES[g.phase]) }) : tr('log.before')}</h3>
              <Story lines={g.lines} />
              <Workings
                state={state}
                entries={g.entries}
                hidden={(entry, e) => hidden(index.get(entry)!, e)}
                heat={heat}
                label={tr('log.groupLabel', { round: g.round, phase: tr(PHASE_NAMES[g.phase]).toLowerCase() })}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
