/**
 * Battles made through the API, as another program would make them, for the browser tests: `POST /api/battles/setup`
 * (catalog units, a board) then `POST /api/games` on seeded dice. The Raiders (south) face the Garrison (north).
 */
export const RAIDERS_AND_GARRISON = [
  { id: 'a', name: 'Raiders', homeEdge: 'south' },
  { id: 'b', name: 'Garrison', homeEdge: 'north' },
] as const;

async function post(url: (p: string) => string, path: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Make a battle from a set-up request (`more`: fields added to the set-up it returns, e.g. objective buildings); returns its game id. */
export async function apiBattle(url: (p: string) => string, request: object, more: object = {}): Promise<string> {
  const setup = await post(url, '/api/battles/setup', { boards: 'Beginner Box/16x17 Grassland 1', sides: RAIDERS_AND_GARRISON, ...request });
  const created = await post(url, '/api/games', { module: 'battletech-battle', setup: { ...setup, ...more }, dice: 'seeded' });
  return (created.game as { id: string }).id;
}
