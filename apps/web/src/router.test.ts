import { describe, expect, it } from 'vitest';
import { matchPath, matchRoute } from './router';

describe('router', () => {
  it('matches fixed paths and :params, decoding them', () => {
    expect(matchPath('/rulings', '/rulings')).toEqual({});
    expect(matchPath('/rulings', '/rulings/')).toEqual({});
    expect(matchPath('/games/:id', '/games/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/games/:id', '/games')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/x')).toBeNull();
  });
  it('takes the first matching route', () => {
    const routes = [
      { path: '/t/:id/standings', title: 'Standings', render: () => null },
      { path: '/t/:id', title: 'Tournament', render: () => null },
    ];
    expect(matchRoute(routes, '/t/7/standings')?.route.title).toBe('Standings');
    expect(matchRoute(routes, '/t/7')).toMatchObject({ route: { title: 'Tournament' }, params: { id: '7' } });
    expect(matchRoute(routes, '/nope')).toBeNull();
  });
});
