/** Plain-text lines for Fire for Effect events, with each ruling's breakdown: shared by the CLI, the API and the web log. */
import { explainRuling, formatSource } from '@marshal/core';
import type { DaEvent } from './commands';

const pt = (p: { x: number; y: number }) => `(${p.x}, ${p.y})`;
const indent = (text: string) => text.split('\n').map((l) => `    ${l}`);

/** `rulings: false` leaves out the ruling breakdowns (for views that show them as expandable rulings). */
export function describeDaEvent(e: DaEvent, options: { rulings?: boolean } = {}): string[] {
  switch (e.type) {
    case 'orderGiven':
      return [`${e.order} order: ${e.units.join(', ')}`];
    case 'moved':
      return [`${e.unit} moves ${e.inches}" from ${pt(e.from)} to ${pt(e.to)}, facing ${e.facing}°`];
    case 'boarded':
      return [
        `${e.passengers.join(', ')}${e.captives.length ? ` with captive(s) ${e.captives.join(', ')}` : ''} board ${e.transport} (room ${e.room.used}/${e.room.capacity}, ${e.speedSpent}" of speed spent)`,
        ...e.checks.map((c) => `  ✔ ${c.label} [${formatSource(c.source)}]`),
      ];
    case 'disembarked':
      return [
        `${e.transport} disembarks ${e.placements.map((p) => `${p.unit} at ${pt(p.at)}`).join(', ')} (${e.speedSpent}" of speed spent)`,
        ...e.checks.map((c) => `  ✔ ${c.label} [${formatSource(c.source)}]`),
      ];
    case 'disembarkRequired':
      return [
        `${e.transport} is ${e.reason === 'salvage' ? 'salvage' : 'captured'}: its passengers must get off now${e.damagePassengers ? ', each non-captive taking a click' : ''} [${formatSource(e.source)}]`,
      ];
    case 'forcedDisembarked':
      return [
        `passengers leave ${e.transport}: ${e.placements.map((p) => `${p.unit} at ${pt(p.at)}`).join(', ') || 'none placed'}${e.eliminated.length ? `; no room for ${e.eliminated.join(', ')}: eliminated` : ''}`,
      ];
    case 'dialTurned':
      return [
        `${e.unit} takes ${e.clicks} click${e.clicks === 1 ? '' : 's'} (${e.reason}): ${e.status === 'eliminated' ? 'past its last click' : `click ${e.from + 1} → ${e.to + 1}`}${e.status !== 'active' ? `, now ${e.status}` : ''}`,
      ];
    case 'passengersEliminated':
      return [`${e.units.join(', ')} eliminated with transport ${e.transport} [${formatSource(e.source)}]`];
    case 'captured':
      return [`${e.unit} is captured by ${e.captor}`];
    case 'artilleryPlaced':
      return [
        `${e.firer} places ${e.markers.map((m) => `marker ${m.id} at ${pt(m.position)} (arrow ${m.arrow}°)`).join(', ')}${e.formation.length ? ` with formation ${e.formation.join(', ')}` : ''}`,
        ...e.checks.map((c) => `  ✔ ${c.label} [${formatSource(c.source)}]`),
      ];
    case 'artilleryResolved': {
      const lines = [
        `${e.firer} artillery: rolled ${e.roll.faces.join('+')} = ${e.roll.total}${e.critical ? ` — critical ${e.critical}` : ''} (values from the ${e.values.from === 'starting-click' ? 'starting click' : e.values.from}: attack ${e.values.attack}, damage ${e.values.damage})`,
      ];
      for (const m of e.markers) {
        lines.push(
          `  marker ${m.marker}: ${m.hit ? 'hits' : 'misses'}${m.lineOfFire.blocked ? ' (line of fire blocked)' : ''}`,
          ...(options.rulings === false ? [] : indent(explainRuling(m.ruling))),
        );
        if (m.drift) lines.push(`    drifts ${m.drift.inches}" at ${m.drift.bearing}° (black die ${m.drift.face}) to ${pt(m.drift.to)}`);
        if (m.offTable) lines.push('    the marker is off the table: no damage');
        for (const a of m.affected) lines.push(`    ${a.unit} (${a.distance}" from the centre) takes ${a.clicks}`);
        for (const s of m.shielded) lines.push(`    ${s.unit} is shielded by ${s.terrain.join(', ')}`);
      }
      return lines;
    }
    case 'artilleryCancelled':
      return [`${e.reason} [${formatSource(e.source)}]`];
    case 'formationChecked':
      return [`formation ${e.members.join(', ')} is legal`, ...e.checks.map((c) => `  ✔ ${c.label}`)];
    case 'turnEnded':
      return [`turn ${e.turn}: ${e.nextPlayer} to play`];
    case 'breakAway':
      return [
        `${e.reason}${e.roll ? ` (rolled ${e.roll.total}, needs ${e.ruling?.target ?? '?'}+)` : ''} [${formatSource(e.source)}]`,
        ...(e.ruling && options.rulings !== false ? indent(explainRuling(e.ruling)) : []),
      ];
    case 'attackResolved': {
      const what = e.kind === 'ranged' ? 'ranged attack' : e.kind === 'close' ? 'close combat' : 'capture attempt';
      const who = `${e.attacker}${e.formation?.length ? ` (formation with ${e.formation.join(', ')})` : ''}`;
      const lines = [`${who} ${what}: rolled ${e.roll.faces.join('+')} = ${e.roll.total}${e.critical ? ` — critical ${e.critical}` : ''}`];
      for (const r of e.results) {
        const where = `${r.range !== undefined ? ` at ${r.range}"` : ''}${r.splash ? ' (in contact, Anti-Personnel)' : ''}`;
        lines.push(
          `  ${r.target}${where}: ${r.hit ? 'hit' : 'miss'} (needs ${r.ruling.target}+)`,
          ...(options.rulings === false ? [] : indent(explainRuling(r.ruling))),
        );
      }
      return lines;
    }
    case 'damagePending':
      return [`${e.attacker} hit ${e.targets.join(', ')}: split ${e.damage} damage among them [${formatSource(e.source)}]`];
    case 'damageAssigned':
      return [`${e.attacker} splits its damage: ${e.split.map((s) => `${s.unit} ${s.clicks}`).join(', ')}`];
    case 'heatChanged':
      return [`${e.unit} heat ${e.from} → ${e.to} (${e.reason}) [${formatSource(e.source)}]`];
    case 'gameEnded':
      return [
        `game over: ${e.winner ? `${e.winner} wins` : 'a draw'} — ${e.reason} (${Object.entries(e.scores)
          .map(([p, n]) => `${p} ${n}`)
          .join(', ')}) [${formatSource(e.source)}]`,
      ];
  }
}
