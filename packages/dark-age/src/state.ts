/** The Fire for Effect state: a validated setup; cross-references are checked and named by field. */
import { MarshalError, parseWith } from '@marshal/core';
import { type DarkAgeRules, baseRules } from './rules';
import { type DaSetup, setupSchema } from './schema';
import { passengerSize } from './units';

export type DaState = DaSetup;

export function parseDaSetup(input: unknown, file?: string, rules: DarkAgeRules = baseRules): DaSetup {
  const s = parseWith(setupSchema, input, 'Dark Age state', file);
  const fail = (field: string, message: string): never => {
    throw new MarshalError('invalid-input', `Dark Age state: ${message}`, { ...(file ? { file } : {}), field });
  };
  if (s.players[0] === s.players[1]) fail('players.1', 'the two players need different names');
  if (!s.players.includes(s.currentPlayer)) fail('currentPlayer', `"${s.currentPlayer}" is not one of the players`);
  if (s.botPlayer !== undefined && !s.players.includes(s.botPlayer)) fail('botPlayer', `"${s.botPlayer}" is not one of the players`);
  const ids = new Map<string, number>();
  s.units.forEach((u, i) => {
    if (ids.has(u.id)) fail(`units.${i}.id`, `unit id "${u.id}" is used twice`);
    ids.set(u.id, i);
    if (!s.players.includes(u.controller)) fail(`units.${i}.controller`, `"${u.controller}" is not one of the players`);
    if (u.click > u.dial.length) fail(`units.${i}.click`, `the dial has ${u.dial.length} clicks`);
    if (u.capacity > 0 && u.type !== 'vehicle')
      fail(`units.${i}.capacity`, `${u.id} is a ${u.type}: only vehicles may be transports (Fire for Effect, Transport Units)`);
  });
  s.units.forEach((u, i) => {
    if (u.aboard !== null) {
      const t = s.units[ids.get(u.aboard) ?? -1];
      if (!t || t.capacity === 0) fail(`units.${i}.aboard`, `"${u.aboard}" is not a transport`);
      if (t!.controller !== u.controller && u.captiveOf === null) fail(`units.${i}.aboard`, `${u.id} cannot ride an opponent's transport`);
      if (passengerSize(u, rules) === null) fail(`units.${i}.aboard`, `${u.id} (${u.type}) cannot ride a transport`);
      if (u.position !== null) fail(`units.${i}.position`, `${u.id} is aboard ${u.aboard}: its position must be null`);
    } else if (u.status !== 'eliminated' && u.position === null) fail(`units.${i}.position`, `${u.id} is on the battlefield and needs a position`);
    if (u.captiveOf !== null && !ids.has(u.captiveOf)) fail(`units.${i}.captiveOf`, `no unit "${u.captiveOf}"`);
  });
  for (const t of s.units.filter((u) => u.capacity > 0)) {
    const used = s.units.filter((u) => u.aboard === t.id).reduce((n, u) => n + (passengerSize(u, rules) ?? 0), 0);
    if (used > t.capacity) fail(`units.${ids.get(t.id)}.capacity`, `${t.id} carries ${used} but has capacity ${t.capacity}`);
  }
  if (s.buildTotal !== undefined)
    for (const player of s.players) {
      const total = s.units.filter((u) => u.controller === player).reduce((n, u) => n + (u.points ?? 0), 0);
      if (total > s.buildTotal) fail('buildTotal', `${player} fields ${total} points, over the build total of ${s.buildTotal}`);
    }
  s.markers.forEach((m, i) => {
    if (!ids.has(m.firer)) fail(`markers.${i}.firer`, `no unit "${m.firer}"`);
  });
  return s;
}
