import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOARDS_DIR, UNIT_DIR } from '@marshal/loaders';
import { useTestServer } from '../test-hooks';

/**
 * No request reads a file: unit and board names resolve in the catalog and the bundled boards only. A path — to a
 * system file, to a real unit or board file anywhere on the disk, bundled or not — is an unknown name, with the same
 * error as a name that never existed, so a caller learns nothing about which files exist.
 */

const server = useTestServer();

const copies = mkdtempSync(join(tmpdir(), 'marshal-no-files-'));
const unitCopy = join(copies, 'Atlas AS7-D.mtf');
const boardCopy = join(copies, 'grass.board');
copyFileSync(join(UNIT_DIR, 'mechs/3039u/Atlas AS7-D.mtf'), unitCopy);
copyFileSync(join(BOARDS_DIR, 'Beginner Box/16x17 Grassland 1.board'), boardCopy);

const PATHS = [
  '/etc/passwd',
  '/proc/self/environ',
  '../../../../../../etc/hostname',
  '/etc',
  '/nonexistent/nothing.mtf',
  unitCopy,
  boardCopy,
  join(UNIT_DIR, 'mechs/3039u/Atlas AS7-D.mtf'),
  join(BOARDS_DIR, 'Beginner Box/16x17 Grassland 1.board'),
];
const NEVER = 'Zz Never A Unit Or Board 9';

interface Probe {
  readonly route: string;
  readonly kind: 'unit' | 'board';
  readonly send: (name: string) => { method: 'GET' | 'POST'; url: string; payload?: object };
}

const unitSide = (unit: string) => ({ unit, gunnery: 4, piloting: 5 });
const PROBES: readonly Probe[] = [
  {
    route: 'POST /api/combat/attack (attacker)',
    kind: 'unit',
    send: (n) => ({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { attacker: unitSide(n), target: unitSide('Atlas AS7-D'), attack: { weapon: 'Medium Laser' } },
    }),
  },
  {
    route: 'POST /api/combat/attack (target)',
    kind: 'unit',
    send: (n) => ({
      method: 'POST',
      url: '/api/combat/attack',
      payload: { attacker: unitSide('Atlas AS7-D'), target: unitSide(n), attack: { weapon: 'Medium Laser' } },
    }),
  },
  { route: 'GET /api/maps/map', kind: 'board', send: (n) => ({ method: 'GET', url: `/api/maps/map?boards=${encodeURIComponent(n)}` }) },
  { route: 'POST /api/maps/los', kind: 'board', send: (n) => ({ method: 'POST', url: '/api/maps/los', payload: { boards: n, from: '0101', to: '0105' } }) },
  {
    route: 'POST /api/maps/path (board)',
    kind: 'board',
    send: (n) => ({ method: 'POST', url: '/api/maps/path', payload: { boards: n, from: '0101', orders: 'F', walk: 4 } }),
  },
  {
    route: 'POST /api/maps/path (unit)',
    kind: 'unit',
    send: (n) => ({ method: 'POST', url: '/api/maps/path', payload: { boards: 'Beginner Box/16x17 Grassland 1', from: '0101', orders: 'F', unit: n } }),
  },
  {
    route: 'POST /api/simulate/duel (a)',
    kind: 'unit',
    send: (n) => ({ method: 'POST', url: '/api/simulate/duel', payload: { a: n, b: 'Atlas AS7-D', runs: 1 } }),
  },
  {
    route: 'POST /api/simulate/duel (map)',
    kind: 'board',
    send: (n) => ({ method: 'POST', url: '/api/simulate/duel', payload: { a: 'Atlas AS7-D', b: 'Atlas AS7-D', map: n, runs: 1 } }),
  },
  {
    route: 'POST /api/simulate/matrix (a)',
    kind: 'unit',
    send: (n) => ({ method: 'POST', url: '/api/simulate/matrix', payload: { a: [{ name: n }], b: [{ name: 'Atlas AS7-D' }], runs: 1 } }),
  },
  {
    route: 'POST /api/simulate/matrix (map)',
    kind: 'board',
    send: (n) => ({ method: 'POST', url: '/api/simulate/matrix', payload: { a: [{ name: 'Atlas AS7-D' }], b: [{ name: 'Atlas AS7-D' }], map: n, runs: 1 } }),
  },
  {
    route: 'POST /api/missions/battle (unit)',
    kind: 'unit',
    send: (n) => ({
      method: 'POST',
      url: '/api/missions/battle',
      payload: {
        mission: 'open-engagement',
        units: [
          { id: 'a1', side: 'attacker', unit: n },
          { id: 'd1', side: 'defender', unit: 'Atlas AS7-D' },
        ],
      },
    }),
  },
  {
    route: 'POST /api/missions/battle (board)',
    kind: 'board',
    send: (n) => ({
      method: 'POST',
      url: '/api/missions/battle',
      payload: {
        mission: 'open-engagement',
        boards: [n],
        units: [
          { id: 'a1', side: 'attacker', unit: 'Atlas AS7-D' },
          { id: 'd1', side: 'defender', unit: 'Atlas AS7-D' },
        ],
      },
    }),
  },
];

/** An error body with the name taken out, so two refusals can be compared whatever name they echo. */
const shape = (status: number, body: { error?: string; message?: string; location?: object }, name: string) => ({
  status,
  error: body.error,
  location: body.location,
  message: (body.message ?? '').split(name.slice(0, 100)).join('«name»'),
});

describe('no request reads a file', () => {
  for (const probe of PROBES) {
    it(`${probe.route}: a path is an unknown ${probe.kind} name, refused exactly like a name that never existed`, async () => {
      const unknown = await server.app.inject(probe.send(NEVER));
      const expected = shape(unknown.statusCode, unknown.json(), NEVER);
      expect(expected.status).toBe(400);
      expect(expected.error).toBe(probe.kind === 'unit' ? 'unit-not-found' : 'board-not-found');
      for (const path of PATHS) {
        const res = await server.app.inject(probe.send(path));
        expect(shape(res.statusCode, res.json(), path), path).toEqual(expected);
        expect(res.body).not.toMatch(/root:|PATH=|HOME=|#\s*Mech|size \d+ \d+/u);
      }
    });
  }
});
