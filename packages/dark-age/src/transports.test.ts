import { describe, expect, it } from 'vitest';
import { begin, find, must, play, unit, world } from './test-world';

// The APC faces +y (90°): its rear arc is centred on 270°, i.e. below it. Base radii: APC 1", infantry 0.625".
const apc = (extra = {}) => unit('hover-apc', 'apc', 'blue', 'Blue', { x: 10, y: 10 }, { facing: 90, ...extra });
const inf = (id: string, at: { x: number; y: number } | null, extra = {}) => unit('rifle-squad', id, 'blue', 'Blue', at, extra);
const behind = (gap = 0, angle = 270) => ({
  x: 10 + Math.cos((angle * Math.PI) / 180) * (1.625 + gap),
  y: 10 + Math.sin((angle * Math.PI) / 180) * (1.625 + gap),
});

describe('boarding (seed 001, Passenger Units)', () => {
  it('a unit in contact with the rear arc boards for half the transport’s speed, order tokens removed', () => {
    const r = must(begin(world([apc(), inf('i1', behind(), { orderTokens: 1 })])), { type: 'board', transport: 'apc', passengers: ['i1'] });
    const b = r.events.find((e) => e.type === 'boarded')!;
    expect(b).toMatchObject({ passengers: ['i1'], speedSpent: 6, room: { used: 1, capacity: 3 } });
    expect(find(r.state, 'i1')).toMatchObject({ aboard: 'apc', position: null, orderTokens: 0 });
    expect(find(r.state, 'apc')).toMatchObject({ ordered: true, orderTokens: 1 });
  });

  it('base contact has a tolerance of 0.1″: 0.1″ apart boards, 0.11″ does not', () => {
    expect(play(begin(world([apc(), inf('i1', behind(0.1))])), { type: 'board', transport: 'apc', passengers: ['i1'] }).ok).toBe(true);
    const far = play(begin(world([apc(), inf('i1', behind(0.11))])), { type: 'board', transport: 'apc', passengers: ['i1'] });
    expect(far).toMatchObject({ ok: false, field: 'passengers.0' });
  });

  it('the rear arc edge counts (45° either side of straight back), beyond it does not', () => {
    expect(play(begin(world([apc(), inf('i1', behind(0, 225))])), { type: 'board', transport: 'apc', passengers: ['i1'] }).ok).toBe(true);
    const side = play(begin(world([apc(), inf('i1', behind(0, 224))])), { type: 'board', transport: 'apc', passengers: ['i1'] });
    expect(side.ok ? '' : side.reason).toMatch(/rear arc/);
  });

  it('only infantry and vehicles ride; transports never ride', () => {
    const mech = unit('strike-mech', 'm', 'blue', 'Blue', behind(0.625));
    expect(play(begin(world([apc(), mech])), { type: 'board', transport: 'apc', passengers: ['m'] })).toMatchObject({ ok: false, field: 'passengers.0' });
    const apc2 = unit('hover-apc', 'apc2', 'blue', 'Blue', { x: 10, y: 10 - 2 }, { facing: 90 });
    const r = play(begin(world([apc(), apc2])), { type: 'board', transport: 'apc', passengers: ['apc2'] });
    expect(r.ok ? '' : r.reason).toMatch(/transports never do/);
  });

  it('a vehicle takes 3 of the capacity', () => {
    const buggy = unit('scout-buggy', 'b', 'blue', 'Blue', { x: 10, y: 8 });
    expect(must(begin(world([apc(), buggy])), { type: 'board', transport: 'apc', passengers: ['b'] }).events[1]).toMatchObject({
      room: { used: 3, capacity: 3 },
    });
    const full = play(begin(world([apc(), buggy, inf('i0', null, { aboard: 'apc' })])), { type: 'board', transport: 'apc', passengers: ['b'] });
    expect(full.ok ? '' : full.reason).toMatch(/room for 2, but these passengers need 3/);
  });

  it('a unit in contact with an opposing unit cannot board', () => {
    const enemy = unit('rifle-squad', 'e', 'red', 'Red', { x: 10, y: 10 - 1.625 - 1.25 });
    const r = play(begin(world([apc(), inf('i1', behind()), enemy])), { type: 'board', transport: 'apc', passengers: ['i1'] });
    expect(r.ok ? '' : r.reason).toMatch(/opposing unit e/);
  });

  it('a captive boards with its captor when there is room, otherwise neither boards', () => {
    const captive = unit('rifle-squad', 'c', 'red', 'Red', { x: 10, y: 10 - 1.625 - 1.25 }, { captiveOf: 'i1' });
    const r = must(begin(world([apc(), inf('i1', behind()), captive])), { type: 'board', transport: 'apc', passengers: ['i1'] });
    expect(r.events[1]).toMatchObject({ passengers: ['i1'], captives: ['c'], room: { used: 2 } });
    expect(find(r.state, 'c').aboard).toBe('apc');
    const tight = play(begin(world([apc(), inf('i1', behind()), captive, inf('i8', null, { aboard: 'apc' }), inf('i9', null, { aboard: 'apc' })])), {
      type: 'board',
      transport: 'apc',
      passengers: ['i1'],
    });
    expect(tight.ok ? '' : tight.reason).toMatch(/captives they hold/);
  });

  it('a salvaged transport cannot board units', () => {
    const r = play(begin(world([apc({ status: 'salvage', click: 3 }), inf('i1', behind())])), { type: 'board', transport: 'apc', passengers: ['i1'] });
    expect(r.ok ? '' : r.reason).toMatch(/salvaged transport cannot board/);
  });

  it('once loaded the transport may move on with the rest of its speed', () => {
    expect(
      must(begin(world([apc(), inf('i1', behind())])), { type: 'board', transport: 'apc', passengers: ['i1'], moveAfter: { to: { x: 10, y: 16 } } }).events.at(
        -1,
      ),
    ).toMatchObject({ type: 'moved', inches: 6 });
    expect(
      play(begin(world([apc(), inf('i1', behind())])), { type: 'board', transport: 'apc', passengers: ['i1'], moveAfter: { to: { x: 10, y: 16.5 } } }),
    ).toMatchObject({ ok: false, field: 'moveAfter' });
  });

  it('units may begin the game aboard, within capacity', () => {
    expect(() => begin(world([apc(), inf('a', null, { aboard: 'apc' }), unit('scout-buggy', 'b', 'blue', 'Blue', null, { aboard: 'apc' })]))).toThrow(
      /carries 4 but has capacity 3/,
    );
  });
});

describe('disembarking (seed 001, Passenger Units)', () => {
  const loaded = () => begin(world([apc(), inf('i1', null, { aboard: 'apc' }), inf('i2', null, { aboard: 'apc' })]));

  it('places passengers in contact with the rear arc for half speed', () => {
    const r = must(loaded(), { type: 'disembark', transport: 'apc', passengers: [{ unit: 'i1' }, { unit: 'i2' }] });
    const d = r.events.find((e) => e.type === 'disembarked')!;
    expect(d).toMatchObject({ speedSpent: 6 });
    if (d.type !== 'disembarked') throw new Error();
    expect(d.placements[0]!.at).toEqual({ x: 10, y: 8.375 });
    expect(find(r.state, 'i2').position).not.toBeNull();
    expect(find(r.state, 'i2').aboard).toBeNull();
  });

  it('moves before and after within the speed, not beyond', () => {
    const ok = must(loaded(), {
      type: 'disembark',
      transport: 'apc',
      passengers: [{ unit: 'i1' }],
      moveBefore: { to: { x: 10, y: 13 } },
      moveAfter: { to: { x: 10, y: 16 } },
    });
    expect(ok.events.map((e) => e.type)).toEqual(['orderGiven', 'moved', 'disembarked', 'moved']);
    expect(find(ok.state, 'i1').position).toEqual({ x: 10, y: 11.375 });
    const over = play(loaded(), {
      type: 'disembark',
      transport: 'apc',
      passengers: [{ unit: 'i1' }],
      moveBefore: { to: { x: 10, y: 13 } },
      moveAfter: { to: { x: 10, y: 16.5 } },
    });
    expect(over).toMatchObject({ ok: false, field: 'moveAfter' });
  });

  it('a salvaged transport cannot be ordered to disembark (its passengers get off at once instead)', () => {
    const g = begin(world([apc({ status: 'salvage', click: 3 }), inf('i1', null, { aboard: 'apc' })]));
    expect(play(g, { type: 'disembark', transport: 'apc', passengers: [{ unit: 'i1' }] })).toMatchObject({ ok: false, field: 'transport' });
  });

  it('refuses a placement touching an opponent or away from the rear arc', () => {
    const enemy = unit('rifle-squad', 'e', 'red', 'Red', { x: 10, y: 10 - 1.625 - 1.25 });
    const g = begin(world([apc(), inf('i1', null, { aboard: 'apc' }), enemy]));
    expect(play(g, { type: 'disembark', transport: 'apc', passengers: [{ unit: 'i1', at: behind() }] })).toMatchObject({ ok: false, field: 'passengers.0.at' });
    expect(play(g, { type: 'disembark', transport: 'apc', passengers: [{ unit: 'i1', at: { x: 10, y: 11.625 } }] })).toMatchObject({
      ok: false,
      field: 'passengers.0.at',
    });
    // The automatic placement finds a free spot on the rear arc away from the enemy.
    const r = must(g, { type: 'disembark', transport: 'apc', passengers: [{ unit: 'i1' }] });
    const at = find(r.state, 'i1').position!;
    expect(Math.hypot(at.x - 10, at.y - 10)).toBeCloseTo(1.625, 3);
  });
});

describe('what happens to passengers (seed 001)', () => {
  const loaded = (extra = {}, more: ReturnType<typeof inf>[] = []) =>
    begin(world([apc(extra), inf('i1', null, { aboard: 'apc' }), inf('i2', null, { aboard: 'apc' }), ...more]));

  it('attacks on the transport leave passengers untouched', () => {
    const r = must(loaded(), { type: 'damage', unit: 'apc', clicks: 1 });
    expect(find(r.state, 'i1')).toMatchObject({ click: 0, aboard: 'apc' });
  });

  it('passengers of an eliminated transport are eliminated', () => {
    const r = must(loaded(), { type: 'damage', unit: 'apc', clicks: 5 });
    expect(r.events.map((e) => e.type)).toEqual(['dialTurned', 'passengersEliminated']);
    expect(find(r.state, 'i1').status).toBe('eliminated');
  });

  it('a transport becoming salvage puts its passengers off at once; nothing else happens until they are', () => {
    const r = must(loaded(), { type: 'damage', unit: 'apc', clicks: 3 });
    expect(r.events.at(-1)).toMatchObject({ type: 'disembarkRequired', reason: 'salvage' });
    expect(play(r.game, { type: 'endTurn' })).toMatchObject({ ok: false });
    const off = must(r.game, { type: 'forcedDisembark', transport: 'apc' });
    expect(off.events[0]).toMatchObject({ type: 'forcedDisembarked', eliminated: [] });
    expect(find(off.state, 'i2').aboard).toBeNull();
    expect(off.state.pendingDisembark).toBeNull();
  });

  it('with room for only one, the controller’s order decides who is eliminated', () => {
    // Rear close to the table edge, and a building against one side: one gap is left.
    const g = begin(
      world(
        [unit('hover-apc', 'apc', 'blue', 'Blue', { x: 10, y: 2 }, { facing: 90 }), inf('i1', null, { aboard: 'apc' }), inf('i2', null, { aboard: 'apc' })],
        {
          battlefield: { width: 36, height: 36, terrain: [{ id: 'bunker', kind: 'blocking', rect: { x: 10.8, y: 0, w: 3, h: 3 } }] },
        },
      ),
    );
    const r = must(g, { type: 'damage', unit: 'apc', clicks: 3 });
    const off = must(r.game, { type: 'forcedDisembark', transport: 'apc', order: ['i2', 'i1'] });
    expect(off.events[0]).toMatchObject({ eliminated: ['i1'] });
    expect(find(off.state, 'i1').status).toBe('eliminated');
    expect(find(off.state, 'i2').position!.x).toBeLessThan(10);
    const other = must(r.game, { type: 'forcedDisembark', transport: 'apc', order: ['i1'] });
    expect(other.events[0]).toMatchObject({ eliminated: ['i2'] });
  });

  it('a captured transport’s passengers get off and each non-captive takes a click', () => {
    const captor = unit('rifle-squad', 'e', 'red', 'Red', { x: 11.625, y: 11 });
    const g = begin(
      world([apc(), inf('i1', null, { aboard: 'apc' }), unit('rifle-squad', 'c', 'red', 'Red', null, { aboard: 'apc', captiveOf: 'i1' }), captor]),
    );
    const cap = must(g, { type: 'capture', unit: 'apc', captor: 'e' });
    expect(cap.events.map((e) => e.type)).toEqual(['captured', 'disembarkRequired']);
    const off = must(cap.game, { type: 'forcedDisembark', transport: 'apc' });
    expect(off.events.map((e) => e.type)).toEqual(['forcedDisembarked', 'dialTurned']);
    expect(find(off.state, 'i1')).toMatchObject({ click: 1, aboard: null });
    expect(find(off.state, 'c')).toMatchObject({ click: 0, aboard: null });
  });
});
