import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from './app';
import { createTestServer } from './testing';
import { catalogFor, catalogLoading, catalogReady, loadCatalog, loadCatalogInBackground, UNIT_DIR } from '@marshal/loaders';

const small = mkdtempSync(join(tmpdir(), 'marshal-units-'));
for (const f of ['mechs/3039u/Atlas AS7-D.mtf', 'mechs/3039u/Locust LCT-1V.mtf', 'mechs/3039u/Marauder MAD-3R.mtf']) cpSync(join(UNIT_DIR, f), join(small, f));
let server: MarshalServer;
beforeAll(async () => {
  server = await createTestServer({ catalog: 'background' });
});
afterAll(async () => {
  rmSync(small, { recursive: true, force: true });
  await server.close();
});

describe('catalog loading', () => {
  it('reads the same catalog in the background as in one go, giving the event loop turns in between', async () => {
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const background = await loadCatalogInBackground(small);
    spinning = false;
    const blocking = loadCatalog(small);
    expect(background.entries.map((e) => [e.unit.name, e.bv])).toEqual(blocking.entries.map((e) => [e.unit.name, e.bv]));
    expect(background.find('Atlas AS7-D')?.bv).toBe(1897);
    expect(turns).toBeGreaterThan(0);
  });

  it('shares one load between callers, and answers at once after it', async () => {
    const first = catalogReady(small);
    expect(catalogReady(small)).toBe(first);
    expect(catalogLoading(small)).toBe(true);
    const loaded = await first;
    expect(catalogLoading(small)).toBe(false);
    expect(catalogFor(small)).toBe(loaded);
    expect(await catalogReady(small)).toBe(loaded);
  });

  it('a server started with the background catalog loads it once listening; early requests wait for it, health does not', async () => {
    expect(catalogLoading()).toBe(false);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    expect(catalogLoading()).toBe(true);
    const health = server.app.inject({ method: 'GET', url: '/api/health' });
    const stats = server.app.inject({ method: 'GET', url: '/api/catalog/stats' });
    expect((await health).statusCode).toBe(200);
    expect(catalogLoading()).toBe(true);
    const body = (await stats).json() as { units: number };
    expect(body.units).toBeGreaterThan(7000);
    expect(catalogLoading()).toBe(false);
  }, 120_000);
});
