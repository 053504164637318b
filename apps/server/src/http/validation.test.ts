import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-hooks';

const server = useTestServer();

const setup = {
  title: 'Solaris duel',
  boards: 'Beginner Box/16x17 Grassland 1',
  movement: 'simultaneous',
  roundLimit: 3,
  timers: false,
  sides: [
    { id: 'a', name: 'Alpha', homeEdge: 'south' },
    { id: 'b', name: 'Beta', homeEdge: 'north' },
  ],
  units: [
    { side: 'a', unit: 'Hunchback HBK-4G', gunnery: 3, piloting: 4 },
    { side: 'b', unit: 'Centurion CN9-A' },
  ],
};
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

describe('a JSON body is taken as sent: a wrong type is refused, naming the field, never converted and stored', () => {
  it.each([
    ['null for a number', { ...setup, units: [{ ...setup.units[0], gunnery: null }, setup.units[1]] }, /units\.0\.gunnery|gunnery/u],
    ['0 for "no limit" (null)', { ...setup, roundLimit: 0 }, /roundLimit/u],
    ['a number written as text', { ...setup, roundLimit: '3' }, /roundLimit/u],
    ['true for a number', { ...setup, units: [setup.units[0], { ...setup.units[1], piloting: true }] }, /piloting/u],
  ])('%s', async (_what, body, field) => {
    const res = await post('/api/battles/setup', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(field);
  });

  it('still reads numbers in query strings and paths', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/catalog/units?q=Atlas&limit=2&offset=0' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: unknown[] }).results.length).toBeLessThanOrEqual(2);
  });

  it('takes the same body with the right types', async () => {
    expect((await post('/api/battles/setup', setup)).statusCode).toBe(200);
  });
});
