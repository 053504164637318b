import { describe, expect, it } from 'vitest';
import { battleEventRulings } from './event-rulings';
import { botBattleRecord } from '../bot/bot-record';
import type { BattleEvent } from './module';
import { duelSetup } from './test/setup';

/** Every object shaped like a ruling, depth first in key order (what a reader without the types would find). */
function byShape(v: unknown, out: { ruling: unknown; roll: number | null }[] = []): { ruling: unknown; roll: number | null }[] {
  if (typeof v !== 'object' || v === null) return out;
  if (Array.isArray(v)) {
    for (const x of v) byShape(x, out);
    return out;
  }
  const o = v as Record<string, unknown>;
  for (const [k, x] of Object.entries(o)) {
    if (k === 'units' || k === 'unit' || k === 'state' || k === 'positions') continue;
    const r = x as { modifiers?: unknown; target?: unknown; label?: unknown } | null;
    if (r && typeof r === 'object' && Array.isArray(r.modifiers) && typeof r.target === 'number' && typeof r.label === 'string')
      out.push({ ruling: x, roll: typeof o.roll === 'number' ? o.roll : null });
    else byShape(x, out);
  }
  return out;
}

describe('battle events are plain, typed JSON', () => {
  const events = [1, 2, 3, 4, 5, 6].flatMap((i) =>
    botBattleRecord(duelSetup(), ['solaris-vii'], 'plain-json', `duel-${i}`).record.entries.flatMap((e) => e.events as BattleEvent[]),
  );

  it('every event survives a JSON round trip unchanged (no bigint, map or class instance)', () => {
    for (const e of events) expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  });

  it('battleEventRulings finds every ruling an event carries, in order, with its roll', () => {
    let count = 0;
    for (const e of events) {
      const typed = battleEventRulings(e);
      count += typed.length;
      expect(typed).toEqual(byShape(e));
    }
    expect(count).toBeGreaterThan(50);
  });
});
