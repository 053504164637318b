/** Plain-text lines for Fire for Effect events, with each ruling's breakdown: shared by the CLI, the API and the web log. */
import { explainRuling, formatSource } from '@marshal/core';
import type { DaEvent } from './commands';

const indent = (text: string) => text.split('\n').map((l) => `    ${l}`);

export interface DescribeOptions {
  /** `false` leaves out the ruling breakdowns (for views that show them as expandable rulings). */
  readonly rulings?: boolean;
  /** A unit's name by id (a player's view: `unitLabels(state.units).name`); default the id, as the record keeps it. */
  readonly name?: (id: string) => string;
  /** A distance in inches as written (a player's view: `inchesText`, a tenth); default the recorded number. */
  readonly inches?: (inches: number) => string;
  /** A bearing in degrees as written (a player's view: whole degrees); default the recorded number. */
  readonly degrees?: (degrees: number) => string;
}

export function describeDaEvent(e: DaEvent, options: DescribeOptions = {}): string[] {
  const n = options.name ?? ((id: string) => id);
  const ns = (ids: readonly string[]) => ids.map(n).join(', ');
  const d = options.inches ?? ((v: number) => String(v));
  const deg = options.degrees ?? ((v: number) => String(v));
  const pt = (p: { x: number; y: number }) => `(${d(p.x)}, ${d(p.y)})`;
  switch (e.type) {
    case 'orderGiven':
      return [`${e.order} order: ${ns(e.units)}`];
    case 'moved':
      return [`${n(e.unit)} moves ${d(e.inches)}" from ${pt(e.from)} to ${pt(e.to)}, facing ${deg(e.facing)}°`];
    case 'boarded': {
      const captives = e.captives.length ? ` with captive(s) ${ns(e.captives)}` : '';
      return [
        `${ns(e.passengers)}${captives} board ${n(e.transport)} (room ${e.room.used}/${e.room.capacity}, ${e.speedSpent}" of speed spent)`,
        ...e.checks.map((c) => `  ✔ ${c.label} [${formatSource(c.source)}]`),
      ];
    }
    case 'disembarked':
      return [
        `${n(e.transport)} disembarks ${e.placements.map((p) => `${n(p.unit)} at ${pt(p.at)}`).join(', ')} (${e.speedSpent}" of speed spent)`,
        ...e.checks.map((c) => `  ✔ ${c.label} [${formatSource(c.source)}]`),
      ];
    case 'disembarkRequired': {
      const why = e.reason === 'salvage' ? 'salvage' : 'captured';
      const click = e.damagePassengers ? ', each non-captive taking a click' : '';
      return [`${n(e.transport)} is ${why}: its passengers must get off now${click} [${formatSource(e.source)}]`];
    }
    case 'forcedDisembarked': {
      const placed = e.placements.map((p) => `${n(p.unit)} at ${pt(p.at)}`).join(', ') || 'none placed';
      const lost = e.eliminated.length ? `; no room for ${ns(e.eliminated)}: eliminated` : '';
      return [`passengers leave ${n(e.transport)}: ${placed}${lost}`];
    }
    case 'dialTurned': {
      const clicks = `${e.clicks} click${e.clicks === 1 ? '' : 's'}`;
      const turned = e.status === 'eliminated' ? 'past its last click' : `click ${e.from + 1} → ${e.to + 1}`;
      return [`${n(e.unit)} takes ${clicks} (${e.reason}): ${turned}${e.status !== 'active' ? `, now ${e.status}` : ''}`];
    }
    case 'passengersEliminated':
      return [`${ns(e.units)} eliminated with transport ${n(e.transport)} [${formatSource(e.source)}]`];
    case 'captured':
      return [`${n(e.unit)} is captured by ${n(e.captor)}`];
    case 'artilleryPlaced': {
      const markers = e.markers.map((m) => `marker ${n(m.id)} at ${pt(m.position)} (arrow ${deg(m.arrow)}°)`).join(', ');
      const formation = e.formation.length ? ` with formation ${ns(e.formation)}` : '';
      return [`${n(e.firer)} places ${markers}${formation}`, ...e.checks.map((c) => `  ✔ ${c.label} [${formatSource(c.source)}]`)];
    }
    case 'artilleryResolved': {
      const critical = e.critical ? ` — critical ${e.critical}` : '';
      const from = e.values.from === 'starting-click' ? 'starting click' : e.values.from;
      const values = `values from the ${from}: attack ${e.values.attack}, damage ${e.values.damage}`;
      const lines = [`${n(e.firer)} artillery: rolled ${e.roll.faces.join('+')} = ${e.roll.total}${critical} (${values})`];
      for (const m of e.markers) {
        lines.push(
          `  marker ${n(m.marker)}: ${m.hit ? 'hits' : 'misses'}${m.lineOfFire.blocked ? ' (line of fire blocked)' : ''}`,
          ...(options.rulings === false ? [] : indent(explainRuling(m.ruling))),
        );
        if (m.drift) lines.push(`    drifts ${d(m.drift.inches)}" at ${deg(m.drift.bearing)}° (black die ${m.drift.face}) to ${pt(m.drift.to)}`);
        if (m.offTable) lines.push('    the marker is off the table: no damage');
        for (const a of m.affected) lines.push(`    ${n(a.unit)} (${d(a.distance)}" from the centre) takes ${a.clicks}`);
        for (const s of m.shielded) lines.push(`    ${n(s.unit)} is shielded by ${s.terrain.join(', ')}`);
      }
      return lines;
    }
    case 'artilleryCancelled':
      return [`${e.reason} [${formatSource(e.source)}]`];
    case 'formationChecked':
      return [`formation ${ns(e.members)} is legal`, ...e.checks.map((c) => `  ✔ ${c.label}`)];
    case 'turnEnded':
      return [`turn ${e.turn}: ${e.nextPlayer} to play`];
    case 'breakAway':
      return [
        `${e.reason}${e.roll ? ` (rolled ${e.roll.total}, needs ${e.ruling?.target ?? '?'}+)` : ''} [${formatSource(e.source)}]`,
        ...(e.ruling && options.rulings !== false ? indent(explainRuling(e.ruling)) : []),
      ];
    case 'attackResolved': {
      const what = e.kind === 'ranged' ? 'ranged attack' : e.kind === 'close' ? 'close combat' : 'capture attempt';
      const who = `${n(e.attacker)}${e.formation?.length ? ` (formation with ${ns(e.formation)})` : ''}`;
      const lines = [`${who} ${what}: rolled ${e.roll.faces.join('+')} = ${e.roll.total}${e.critical ? ` — critical ${e.critical}` : ''}`];
      for (const r of e.results) {
        const where = `${r.range !== undefined ? ` at ${d(r.range)}"` : ''}${r.splash ? ' (in contact, Anti-Personnel)' : ''}`;
        lines.push(
          `  ${n(r.target)}${where}: ${r.hit ? 'hit' : 'miss'} (needs ${r.ruling.target}+)`,
          ...(options.rulings === false ? [] : indent(explainRuling(r.ruling))),
        );
      }
      return lines;
    }
    case 'damagePending':
      return [`${n(e.attacker)} hit ${ns(e.targets)}: split ${e.damage} damage among them [${formatSource(e.source)}]`];
    case 'damageAssigned':
      return [`${n(e.attacker)} splits its damage: ${e.split.map((s) => `${n(s.unit)} ${s.clicks}`).join(', ')}`];
    case 'heatChanged':
      return [`${n(e.unit)} heat ${e.from} → ${e.to} (${e.reason}) [${formatSource(e.source)}]`];
    case 'gameEnded':
      return [
        `game over: ${e.winner ? `${e.winner} wins` : 'a draw'} — ${e.reason} (${Object.entries(e.scores)
          .map(([p, n]) => `${p} ${n}`)
          .join(', ')}) [${formatSource(e.source)}]`,
      ];
  }
}
