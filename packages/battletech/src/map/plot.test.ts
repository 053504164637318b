import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Facing, parseHexLabel } from '@marshal/core';
import { mechMover } from './movement-cost';
import { runOrders } from './path';
import { type PlotContext, compactOrders, orderTokens, plotFace, plotStep, plotTo, turnsBetween } from './plot';
import { testMap } from './test-boards';

const mover = mechMover(4, 3, 'Test Mech'); // walk 4, run 6, jump 3
const ctx = (entries: string[] = [], extra: Partial<PlotContext> = {}): PlotContext => ({
  map: testMap(entries),
  mover,
  start: { hex: parseHexLabel('0808'), facing: 0 },
  ...extra,
});
const click = (c: PlotContext, orders: string, label: string) => plotTo(c, orders, parseHexLabel(label));

describe('orders by pointing', () => {
  it('a click straight ahead writes forward steps, counted like typed notation', () => {
    const r = click(ctx(), '', '0805');
    expect(r).toMatchObject({ ok: true, orders: '3xF' });
    if (r.ok) expect(r.path).toMatchObject({ mpUsed: 3, end: { hex: '0805', facing: 0 }, mode: 'walk' });
  });

  it('clicks add to the path from where it ends, turning on the way; the MP and the mode follow', () => {
    const a = click(ctx(), '', '0806');
    expect(a).toMatchObject({ ok: true, orders: '2xF' });
    const b = click(ctx(), a.ok ? a.orders : '', '0906');
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.orders).toBe('2xF R F');
    expect(b.path).toMatchObject({ mpUsed: 4, mode: 'walk', end: { hex: '0906' } });
    const c = click(ctx(), b.orders, '1006');
    expect(c).toMatchObject({ ok: true });
    if (c.ok) expect(c.path.mode).toBe('run');
  });

  it('the route goes round a cliff it cannot climb, and never through another unit', () => {
    const r = click(ctx(['0807 3']), '', '0806');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.path.steps.some((s) => s.hex === '0807')).toBe(false);
    const blocked = ctx([], { occupant: (h) => (h === '0807' ? 'friend' : undefined) });
    const s = click(blocked, '', '0806');
    expect(s.ok).toBe(true);
    if (s.ok) expect(s.path.steps.map((x) => x.hex)).not.toContain('0807');
  });

  it('refuses what the engine refuses, with its reason: too far, a friend’s hex, a charge that is not adjacent', () => {
    expect(click(ctx(), '', '0801')).toMatchObject({ ok: false, reason: expect.stringMatching(/no route to 0801 with the 6 MP left/) });
    expect(click(ctx([], { mode: 'walk' }), '', '0803')).toMatchObject({ ok: false, reason: expect.stringMatching(/4 MP left/) });
    const friend = ctx([], { occupant: (h) => (h === '0806' ? 'friend' : undefined) });
    expect(click(friend, '', '0806')).toMatchObject({ ok: false, reason: 'a friendly unit stands in 0806' });
    const enemy = ctx([], { occupant: (h) => (h === '0804' ? 'enemy' : undefined) });
    expect(click(enemy, '', '0804')).toMatchObject({ ok: false, reason: expect.stringMatching(/next to it first/) });
  });

  it('clicking an adjacent enemy charges it, turning to face it first', () => {
    const enemy = ctx([], { occupant: (h) => (h === '0908' ? 'enemy' : undefined) });
    const r = click(enemy, '', '0908');
    expect(r).toMatchObject({ ok: true, orders: 'R Ch' });
    if (r.ok) expect(r.path.charge).toMatchObject({ hex: '0908' });
  });

  it('in jump mode a click is the landing hex (an enemy’s: death from above), and the facing is written with it', () => {
    const jump = ctx([], { mode: 'jump' });
    const r = click(jump, '', '0806');
    expect(r).toMatchObject({ ok: true, orders: 'J 0806' });
    const again = click(jump, 'J 0806', '0907');
    expect(again).toMatchObject({ ok: true, orders: 'J 0907' });
    const faced = plotFace(jump, 'J 0907', 3);
    expect(faced).toMatchObject({ ok: true, orders: 'J 0907 Face S' });
    if (faced.ok) expect(faced.path.end).toEqual({ hex: '0907', facing: 3 });
    expect(click(jump, '', '0801')).toMatchObject({ ok: false, reason: expect.stringMatching(/jump MP 3/) });
    const dfa = ctx([], { mode: 'jump', occupant: (h) => (h === '0806' ? 'enemy' : undefined) });
    expect(click(dfa, '', '0806')).toMatchObject({ ok: true, orders: 'DFA 0806' });
  });

  it('facing replaces the trailing turns with the fewest; steps by name add one order', () => {
    expect(plotFace(ctx(), '2xF R', 5)).toMatchObject({ ok: true, orders: '2xF L' });
    expect(plotFace(ctx(), '2xF', 3)).toMatchObject({ ok: true, orders: '2xF 3xR' });
    expect(plotStep(ctx(), '2xF', 'B')).toMatchObject({ ok: true, orders: '2xF B' });
    expect(plotStep(ctx(), 'J 0806', 'F')).toMatchObject({ ok: true, orders: 'F' });
  });

  it('notation round-trips through tokens', () => {
    const map = testMap([]);
    expect(orderTokens(map, '3xF R, J 0805 Face 2')).toEqual(['F', 'F', 'F', 'R', 'J 0805', 'Face SE']);
    expect(compactOrders(['F', 'F', 'L', 'F', 'Ch'])).toBe('2xF L F Ch');
  });

  it('property: any plotted path is exactly what the typed notation does, and ends on the clicked hex', () => {
    const map = testMap(['0807 0 woods:1', '0906 1', '0706 0 water:1', '0905 0 rough:1']);
    const c: PlotContext = { map, mover, start: { hex: parseHexLabel('0808'), facing: 0 } };
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }), fc.integer({ min: 4, max: 12 }), fc.integer({ min: 0, max: 5 }), (col, row, f) => {
        const label = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
        const start = { hex: parseHexLabel('0808'), facing: f as Facing };
        const r = plotTo({ ...c, start }, '', parseHexLabel(label));
        if (!r.ok) return;
        const typed = runOrders(map, mover, start, r.orders);
        expect(typed).toEqual(r.path);
        expect(typed.end.hex).toBe(label);
        expect(typed.mpUsed).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('turnsBetween takes the short way round', () => {
    expect(turnsBetween(0, 2)).toEqual(['R', 'R']);
    expect(turnsBetween(0, 4)).toEqual(['L', 'L']);
    expect(turnsBetween(1, 1)).toEqual([]);
  });
});
