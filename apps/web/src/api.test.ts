import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CSRF_HEADER, api, toApiError } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('reads the server error shape, with code and location', () => {
    const e = toApiError(400, { error: 'record-entry', message: 'bad faces', location: { file: 'g.jsonl', line: 3, field: 'rolls.0.faces' } });
    expect(e).toBeInstanceOf(ApiError);
    expect([e.status, e.code, e.message, e.location.line, e.location.field]).toEqual([400, 'record-entry', 'bad faces', 3, 'rolls.0.faces']);
    expect(toApiError(502, null, '').message).toBe('request failed (HTTP 502)');
    expect(toApiError(404, { error: { code: 'not-found', message: 'no game' } }).code).toBe('not-found');
  });

  it('sends JSON under /api and returns the parsed body', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'g1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    expect(await api.post<{ id: string }>('/games', { title: 'x' })).toEqual({ id: 'g1' });
    expect(fetch).toHaveBeenCalledWith('/api/games', expect.objectContaining({ method: 'POST', body: '{"title":"x"}', credentials: 'same-origin' }));
  });

  it('turns HTTP failures and an unreachable server into ApiErrors', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'forbidden', message: 'organisers only' }), { status: 403 }));
    await expect(api.get('/auth/users')).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'organisers only' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('sends X-Marshal-CSRF on every state-changing call and not on reads', async () => {
    const seen: { method: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push({ method: String(init.method), headers: init.headers as Record<string, string> });
      return new Response('{}', { status: 200 });
    });
    await api.get('/games');
    await api.post('/games', { module: 'roll-log' });
    await api.put('/auth/password', {});
    await api.patch('/x', {});
    await api.delete('/x');
    expect(seen.map((s) => [s.method, s.headers[CSRF_HEADER] ?? null])).toEqual([
      ['GET', null],
      ['POST', '1'],
      ['PUT', '1'],
      ['PATCH', '1'],
      ['DELETE', '1'],
    ]);
  });
});
