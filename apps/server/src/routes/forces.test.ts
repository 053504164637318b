import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustedBv, parseMul } from '@marshal/catalog';
import { catalogFor } from '@marshal/loaders';
import type { MarshalServer } from '../app';
import { createTestServer, testBackends } from '../testing';
import { MAX_FORCES_PER_ACCOUNT } from '../store/force-store';
import { forces } from '../db/schema';

const atlas = { unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Marta Okafor', gunnery: 3, piloting: 4 } };
const locust = { unitId: 'locust-lct-1v', chassis: 'Locust', model: 'LCT-1V' };
const MUL = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<unit version="0.49.19" >',
  '\t\t<entity chassis="Atlas" model="AS7-D" type="Biped">',
  '\t\t\t<pilot size="1" name="Marta Okafor" gunnery="3" piloting="4"/>',
  '\t\t</entity>',
  '\t\t<entity chassis="Atlas" model="AS7-Z" type="Biped"/>',
  '</unit>',
].join('\n');

describe.each(testBackends())('saved forces on %s', (backend) => {
  let server: MarshalServer;
  const tokens: Record<string, string> = {};
  const call = (method: string, url: string, body: object | undefined, who: string) =>
    server.app.inject({ method: method as 'POST', url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${tokens[who]}` } });

  beforeAll(async () => {
    catalogFor();
    server = await createTestServer({ mode: 'shared', backend });
    for (const [username, role] of [
      ['org', 'organiser'],
      ['ann', 'player'],
      ['bob', 'player'],
      ['fan', 'spectator'],
    ] as const) {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, password: `${username}-secret-words`, role } });
      tokens[username] = (res.json() as { token: string }).token;
    }
  }, 120_000);
  afterAll(async () => server?.close());

  it('saves, lists, reads, replaces and deletes my force, with totals and each unit’s facts', async () => {
    const created = await call('POST', '/api/forces', { force: { name: 'Lance', units: [atlas, locust] } }, 'ann');
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.force).toEqual({ name: 'Lance', units: [atlas, { ...locust, pilot: { gunnery: 4, piloting: 5 } }] });
    expect(body.totals).toEqual({ units: 2, tons: 120, bv: 1897 + 432, adjustedBv: adjustedBv(1897, 3, 4) + 432, withoutBv: 0, unknown: 0 });
    expect(body.units[0]).toEqual({
      facts: expect.objectContaining({ unitId: 'atlas-as7-d', tons: 100, bv: 1897, walk: 3 }),
      adjustedBv: adjustedBv(1897, 3, 4),
    });
    expect(body.problems).toEqual([]);
    const id = body.id as string;

    const mine = (await call('GET', '/api/forces', undefined, 'ann')).json();
    expect(mine.forces.map((f: { id: string }) => f.id)).toEqual([id]);
    expect((await call('GET', '/api/forces', undefined, 'bob')).json()).toEqual({ forces: [] });
    expect((await call('GET', `/api/forces/${id}`, undefined, 'ann')).json().force.name).toBe('Lance');

    const replaced = await call('PUT', `/api/forces/${id}`, { force: { name: 'Lance B', units: [locust] } }, 'ann');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id, force: { name: 'Lance B' }, totals: { units: 1, tons: 20 } });

    expect((await call('DELETE', `/api/forces/${id}`, undefined, 'ann')).json()).toEqual({ deleted: id });
    expect((await call('GET', `/api/forces/${id}`, undefined, 'ann')).statusCode).toBe(404);
  });

  it("hides another account's force (404 to read, change, delete or export) and changes nothing", async () => {
    const id = (await call('POST', '/api/forces', { force: { name: 'Ann only', units: [atlas] } }, 'ann')).json().id as string;
    for (const [method, url, body] of [
      ['GET', `/api/forces/${id}`, undefined],
      ['PUT', `/api/forces/${id}`, { force: { name: 'taken', units: [] } }],
      ['DELETE', `/api/forces/${id}`, undefined],
      ['GET', `/api/forces/${id}/export?format=csv`, undefined],
    ] as const) {
      const res = await call(method, url, body, 'bob');
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toMatch(/no force/);
    }
    expect((await call('GET', `/api/forces/${id}`, undefined, 'ann')).json().force.name).toBe('Ann only');
    expect((await call('POST', '/api/forces', { force: { name: 'x', units: [] } }, 'fan')).statusCode).toBe(403);
  });

  it('refuses a bad force naming the unit (1-based) and field, with every problem in details', async () => {
    const bad = await call(
      'POST',
      '/api/forces',
      {
        force: { name: 'Bad', units: [atlas, { ...locust, pilot: { gunnery: 1e20, piloting: -1 } }, { unitId: 'no-such-unit', chassis: 'Ghost', model: 'X' }] },
      },
      'ann',
    );
    expect(bad.statusCode).toBe(400);
    const err = bad.json();
    expect(err).toMatchObject({ error: 'invalid-force', location: { field: 'units.2' } });
    expect(err.message).toBe('field units.2: unit 2 (Locust LCT-1V): gunnery must be a whole number from 0 to 8');
    expect(err.details.problems).toEqual([
      { unit: 1, field: 'gunnery', message: 'unit 2 (Locust LCT-1V): gunnery must be a whole number from 0 to 8' },
      { unit: 1, field: 'piloting', message: 'unit 2 (Locust LCT-1V): piloting must be a whole number from 0 to 8' },
    ]);
    const unknown = await call('POST', '/api/forces', { force: { name: 'Ghosts', units: [{ unitId: 'no-such-unit', chassis: 'Ghost', model: 'X' }] } }, 'ann');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'field units.1: Unit 1 (Ghost X): not in the unit catalog',
      details: { problems: [{ unit: 0, field: 'unit' }] },
    });
    const noName = await call('POST', '/api/forces', { force: { name: '  ', units: [] } }, 'ann');
    expect(noName.json()).toMatchObject({ message: 'field name: the force needs a name', location: { field: 'name' } });
  });

  it('imports a MegaMek unit list or CSV without storing it: the force, its totals and each line not found', async () => {
    const before = (await call('GET', '/api/forces', undefined, 'org')).json().forces.length;
    const res = await call('POST', '/api/forces/import', { format: 'mul', text: MUL, fileName: 'Night Lance.mul' }, 'org');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.force).toEqual({ name: 'Night Lance', units: [atlas] });
    expect(body.lines).toEqual([3]);
    expect(body.totals).toMatchObject({ units: 1, tons: 100, adjustedBv: adjustedBv(1897, 3, 4) });
    expect(body.problems).toEqual([
      {
        line: 6,
        message: expect.stringMatching(/^line 6: no unit 'Atlas AS7-Z' in the catalog; did you mean /),
        suggestions: expect.arrayContaining(['Atlas AS7-D']),
      },
    ]);
    const csv = (await call('POST', '/api/forces/import', { format: 'csv', text: 'chassis,model,gunnery\nLocust,LCT-1V,2\n', name: 'Scouts' }, 'org')).json();
    expect(csv.force).toEqual({ name: 'Scouts', units: [{ ...locust, pilot: { gunnery: 2, piloting: 5 } }] });
    const broken = await call('POST', '/api/forces/import', { format: 'mul', text: MUL.replace('gunnery="3"', 'gunnery="x"') }, 'org');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'mul-format', location: { file: 'upload.mul', line: 3, field: 'gunnery' } });
    const huge = await call('POST', '/api/forces/import', { format: 'csv', text: 'x'.repeat(500_001) }, 'org');
    expect(huge.statusCode).toBe(400);
    expect((await call('GET', '/api/forces', undefined, 'org')).json().forces.length).toBe(before);
  });

  it("exports my force as MegaMek's unit list and as CSV, which import back to the same force", async () => {
    const id = (await call('POST', '/api/forces', { force: { name: 'Lance A (2)', units: [atlas, locust] } }, 'org')).json().id as string;
    const mul = await call('GET', `/api/forces/${id}/export?format=mul`, undefined, 'org');
    expect(mul.statusCode).toBe(200);
    expect(mul.headers['content-type']).toMatch(/^application\/xml/);
    expect(mul.headers['content-disposition']).toBe('attachment; filename="Lance-A-2.mul"');
    expect(mul.body).toContain('<entity chassis="Atlas" model="AS7-D" type="Biped" commander="false">');
    expect(parseMul(mul.body, 'x.mul').map((u) => u.pilot)).toEqual([atlas.pilot, { gunnery: 4, piloting: 5 }]);
    const back = (await call('POST', '/api/forces/import', { format: 'mul', text: mul.body, name: 'Lance A (2)' }, 'org')).json();
    expect(back.force).toEqual((await call('GET', `/api/forces/${id}`, undefined, 'org')).json().force);
    const csv = await call('GET', `/api/forces/${id}/export?format=csv`, undefined, 'org');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('chassis,model,pilot,gunnery,piloting\nAtlas,AS7-D,Marta Okafor,3,4\nLocust,LCT-1V,,4,5\n');
    expect((await call('GET', `/api/forces/${id}/export?format=pdf`, undefined, 'org')).statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_FORCES_PER_ACCOUNT} forces an account`, async () => {
    const owner = (await call('GET', '/api/auth/me', undefined, 'bob')).json().user.id as string;
    const rows = Array.from({ length: MAX_FORCES_PER_ACCOUNT }, (_, i) => ({
      id: `bulk-${backend}-${i}`,
      ownerId: owner,
      name: `F${i}`,
      body: JSON.stringify({ name: `F${i}`, units: [] }),
    }));
    await server.database.db.insert(forces).values(rows);
    const over = await call('POST', '/api/forces', { force: { name: 'one too many', units: [] } }, 'bob');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: 'too-many-forces' });
    expect((await call('GET', '/api/forces', undefined, 'bob')).json().forces).toHaveLength(MAX_FORCES_PER_ACCOUNT);
    expect((await call('DELETE', `/api/forces/bulk-${backend}-0`, undefined, 'bob')).statusCode).toBe(200);
    expect((await call('POST', '/api/forces', { force: { name: 'now it fits', units: [] } }, 'bob')).statusCode).toBe(201);
  });
});
