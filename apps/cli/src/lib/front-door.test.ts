import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FrontDoor, openFrontDoor } from './front-door';

let webRoot: string;
let door: FrontDoor | undefined;

beforeEach(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'marshal-front-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<h1>Marshal</h1>');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
});

afterEach(async () => {
  await door?.close();
  door = undefined;
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(`${webRoot}-secret.txt`, { force: true });
});

/** GET with the path exactly as written. */
function rawGet(url: string): Promise<string> {
  const { host, pathname } = /^http:\/\/(?<host>[^/]+)(?<pathname>.*)$/.exec(url)!.groups!;
  const [hostname, port] = [host!.slice(0, host!.lastIndexOf(':')), host!.slice(host!.lastIndexOf(':') + 1)];
  return new Promise((done, fail) => {
    get({ hostname, port, path: pathname }, (response) => {
      let text = '';
      response.on('data', (d: Buffer) => (text += d.toString()));
      response.on('end', () => done(text));
    }).on('error', fail);
  });
}

const open = async (holdMs?: number) =>
  (door = await openFrontDoor({ port: 0, host: '127.0.0.1', webRoot, mode: 'local', ...(holdMs !== undefined ? { holdMs } : {}) }));

describe('the front door: the port `marshal serve` opens before the server loads', () => {
  it('answers health (not ready) and the web app while loading, and holds API requests for the server that adopts it', async () => {
    const { address, adopt } = await open();
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', ready: false, database: 'pglite', migrations: 0, mode: 'local' });
    const page = await fetch(`${address}/missions/new?x=1`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('<h1>Marshal</h1>');
    const asset = await fetch(`${address}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');

    const order: string[] = [];
    const games = fetch(`${address}/api/games`, { method: 'POST', body: 'a body' }).then(async (r) => {
      order.push('games answered');
      return r.text();
    });
    const missing = fetch(`${address}/assets/none.js`).then((r) => r.text());
    // A path out of the web root (sent as it is: fetch would tidy the dots away) is never a file the door serves.
    writeFileSync(join(webRoot, '..', `${basename(webRoot)}-secret.txt`), 'secret');
    const traversal = rawGet(`${address}/../${basename(webRoot)}-secret.txt`);
    await new Promise((done) => setTimeout(done, 100));
    order.push('adopted');
    adopt((request, response) => {
      let body = '';
      request.on('data', (d: Buffer) => (body += d.toString()));
      request.on('end', () => response.end(`server: ${request.method} ${request.url} ${body}`));
    });
    expect(await games).toBe('server: POST /api/games a body');
    expect(await missing).toBe('server: GET /assets/none.js ');
    expect(await traversal).toBe(`server: GET /../${basename(webRoot)}-secret.txt `);
    expect(order).toEqual(['adopted', 'games answered']);
    expect(await (await fetch(`${address}/api/health`)).text()).toBe('server: GET /api/health ');
  });

  it('answers a held request 503 starting with Retry-After after the wait, and names why when the server cannot start', async () => {
    const { address, fail } = await open(50);
    const waited = await fetch(`${address}/api/games`);
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('3');
    expect(await waited.json()).toMatchObject({ error: 'starting', message: expect.stringContaining('still loading') });
    fail('another Marshal server is using the data directory');
    const failed = await fetch(`${address}/api/games`);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toBe('the server could not start: another Marshal server is using the data directory');
  });

  it('refuses a port already taken with one sentence naming it', async () => {
    const first = await open();
    const port = Number(new URL(first.address).port);
    await expect(openFrontDoor({ port, host: '127.0.0.1', mode: 'local' })).rejects.toThrow(`cannot listen on 127.0.0.1:${port}: listen EADDRINUSE`);
  });
});
