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
export async function apiBattle(url: (p: string) => string, request: object, more: object = {}, dice: 'seeded' | 'physical' = 'seeded'): Promise<string> {
  const setup = await post(url, '/api/battles/setup', { boards: 'Beginner Box/16x17 Grassland 1', sides: RAIDERS_AND_GARRISON, ...request });
  const created = await post(url, '/api/games', { module: 'battletech-battle', setup: { ...setup, ...more }, dice });
  return (created.game as { id: string }).id;
}

/** A battle's state and version as the API gives them. */
export async function apiGame(url: (p: string) => string, id: string): Promise<{ version: number; state: Record<string, unknown> }> {
  const res = await fetch(url(`/api/games/${id}`));
  const body = (await res.json()) as { game: { version: number }; state: Record<string, unknown> };
  return { version: body.game.version, state: body.state };
}

/**
 * Play one command on a battle with physical dice, as a table would: each roll the server asks for is answered with
 * the next faces of `faces` (in order); throws when it is refused or asks for more dice than were given.
 */
export async function apiPlay(url: (p: string) => string, id: string, command: object, faces: readonly (readonly number[])[] = []): Promise<void> {
  const { version } = await apiGame(url, id);
  for (let given = 0; given <= faces.length; given++) {
    const out = await post(url, `/api/games/${id}/commands`, { expectedVersion: version, command, dice: faces.slice(0, given) });
    if (out.status === 'accepted') return;
    if (out.status !== 'dice-needed') throw new Error(`${JSON.stringify(command)}: ${JSON.stringify(out).slice(0, 300)}`);
  }
  throw new Error(`${JSON.stringify(command)} needs more than ${faces.length} roll(s)`);
}
