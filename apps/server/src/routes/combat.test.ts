import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-hooks';

const server = useTestServer();

const body = {
  attacker: { unit: 'Hunchback HBK-4G', gunnery: 4, piloting: 5 },
  target: { unit: 'Atlas AS7-D', piloting: 5 },
  attack: { weapon: 'Medium Laser', range: 5, attackerMoved: 'ran', targetMoved: { hexes: 5, jumped: false } },
};

describe('combat API', () => {
  it('lists options and presets', async () => {
    const r = (await server.app.inject({ method: 'GET', url: '/api/combat/options' })).json();
    expect(r.presets.map((p: { id: string }) => p.id)).toContain('solaris-vii');
    expect(r.options.length).toBeGreaterThan(10);
  });
  it('previews the to-hit ruling with its modifiers and odds', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/combat/attack', payload: body });
    expect(r.statusCode).toBe(200);
    expect(r.json().preview.toHit).toMatchObject({ target: 10, odds: { successes: '6', outcomes: '36' } });
  });
  it('asks for the next die when typed-in dice run out, then resolves', async () => {
    const ask = await server.app.inject({ method: 'POST', url: '/api/combat/attack', payload: { ...body, dice: { kind: 'physical', faces: [] } } });
    expect(ask.json().diceNeeded).toMatchObject({ count: 2, sides: 6, index: 0 });
    const done = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: {
        ...body,
        dice: {
          kind: 'physical',
          faces: [
            [5, 5],
            [3, 4],
          ],
        },
      },
    });
    expect(done.json().outcome.attack).toMatchObject({ hit: true, hits: [{ location: 'CT', damage: 5 }] });
    expect(done.json().record).toContain('battletech-combat');
  });
  it('seeded dice resolve the same way twice', async () => {
    const a = await server.app.inject({ method: 'POST', url: '/api/combat/attack', payload: { ...body, dice: { kind: 'seeded', seed: 'x' } } });
    const b = await server.app.inject({ method: 'POST', url: '/api/combat/attack', payload: { ...body, dice: { kind: 'seeded', seed: 'x' } } });
    expect(a.json().outcome).toEqual(b.json().outcome);
  });
  it('cover and woods shorthands become line-of-sight modifiers', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { ...body, attack: { ...body.attack, cover: 'horizontal', woods: 'light' } },
    });
    expect(r.json().preview.toHit.modifiers.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(['target-hex-woods', 'partial-cover']));
    expect(r.json().preview.toHit.target).toBe(12);
  });
  it('bad input names the field', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/combat/attack', payload: { ...body, attacker: { unit: 'No Such Mech ZZ-9' } } });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/attacker\.unit/u);
  });
  it('takes VTOL, battle armour and infantry targets by name, aimed shots and hull-down', async () => {
    const vtol = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { ...body, target: { unit: 'Warrior H-7 Attack Helicopter' }, attack: { ...body.attack, attackerMoved: 'stood', range: 3 } },
    });
    expect(vtol.json().preview.toHit.modifiers.map((m: { id: string }) => m.id)).toContain('target-flying');
    const ba = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { ...body, target: { unit: 'Elemental Battle Armor [Laser]' }, dice: { kind: 'physical', faces: [[5, 5], [2]] } },
    });
    expect(ba.json().outcome.attack.hits[0]).toMatchObject({ location: 'T2', damage: 5 });
    const aimed = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { ...body, target: { unit: 'Atlas AS7-D', immobile: true, hullDown: true }, attack: { ...body.attack, aim: 'HD', cover: 'horizontal' } },
    });
    expect(aimed.json().preview.toHit.modifiers.map((m: { id: string; value: number }) => [m.id, m.value])).toEqual([
      ['gunnery', 4],
      ['attacker-movement', 2],
      ['target-movement', 2],
      ['range', 2],
      ['partial-cover', 1],
      ['hull-down', 2],
      ['aimed-head', 3],
    ]);
  });
  it('infantry attacks: a platoon fires as one, battle armour swarm', async () => {
    const platoon = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { ...body, attacker: { unit: 'Foot Platoon (Rifle)' }, attack: { weapon: 'platoon', range: 1 } },
    });
    expect(platoon.json().preview.damage).toContain('28 troopers × 0.52 per trooper = 15');
    const swarm = await server.app.inject({
      method: 'POST',
      url: '/api/combat/attack',
      payload: {
        ...body,
        attacker: { unit: 'Elemental Battle Armor [Laser]' },
        attack: { antiMech: 'swarm', range: 0 },
        dice: { kind: 'physical', faces: [[5, 5]] },
      },
    });
    expect(swarm.json().preview.toHit.target).toBe(7);
    expect(swarm.json().outcome.attack).toMatchObject({ kind: 'swarm', hit: true, swarm: 'attached' });
  });
});
