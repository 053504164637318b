/**
 * What every state-changing route does, in one table: the route × role matrix test tries each one as every role,
 * and docs/security.md shows it. A write route missing here is reported at start (`routesWithoutEffect`) and fails
 * the matrix test.
 *
 * - `computes`: works something out from the request and stores nothing (any role its guard admits);
 * - `creates`: starts a new record owned by the caller (the module's authority says who may);
 * - `writes`: changes an existing record; who may is the module's authority for each command (see
 *   packages/core kernel/authority.ts), so another player, a spectator or a forged actor is refused and nothing is written;
 * - `joins`: claims a free seat of a game (first claim wins; the seat's token is the proof from then on);
 * - `account`: signing in and out and managing accounts (tested in routes/auth.test.ts).
 */
export type RouteEffect = 'computes' | 'creates' | 'writes' | 'joins' | 'account';

export interface WriteRoute {
  readonly effect: RouteEffect;
  /** Who may, in words (roles come from the route's guard). */
  readonly who: string;
}

export const WRITE_ROUTES: Readonly<Record<string, WriteRoute>> = {
  'POST /api/auth/register': { effect: 'account', who: 'anyone (the first account is the organiser; an organiser may create organisers)' },
  'POST /api/auth/login': { effect: 'account', who: 'anyone, rate-limited' },
  'POST /api/auth/logout': { effect: 'account', who: 'the session holder' },
  'PUT /api/auth/password': { effect: 'account', who: 'the signed-in user, with the current password' },
  'PUT /api/auth/users/:id/role': { effect: 'account', who: 'organisers' },
  'POST /api/games': { effect: 'creates', who: 'organisers and players, as the module allows (a tournament: organisers)' },
  'POST /api/games/:id/commands': {
    effect: 'writes',
    who: "per command: the game's referee (its starter or an organiser), the seat holder, or any participant with the actor taken from the account",
  },
  'POST /api/games/:id/reveal': { effect: 'writes', who: "the game's starter or an organiser" },
  'POST /api/games/:id/seats/:seat': { effect: 'joins', who: 'organisers and players: a free seat; the same user again gets the same token' },
  'DELETE /api/games/:id/seats/:seat': { effect: 'writes', who: "the game's referee (its starter or an organiser): frees a claimed seat" },
  'POST /api/games/:id/copy': { effect: 'creates', who: 'organisers and players, as the module allows: a fresh game from the same setup, owned by the caller' },
  'PUT /api/games/:id/seats/:seat/draft': { effect: 'writes', who: "the seat's holder (its token), or anyone while the seat is free" },
  'POST /api/campaigns': { effect: 'creates', who: 'organisers and players; the starter is the referee' },
  'POST /api/campaigns/:id/commands': { effect: 'writes', who: "the campaign's referee (its starter) or an organiser" },
  'POST /api/campaigns/:id/battle': {
    effect: 'writes',
    who: "the campaign's referee (its starter) or an organiser: a battle game owned by the caller, linked in the campaign",
  },
  'POST /api/campaigns/:id/battle/report': {
    effect: 'writes',
    who: "the campaign's referee (its starter) or an organiser; the report is built from the battle's record",
  },
  'POST /api/campaigns/:id/reinforcements': {
    effect: 'writes',
    who: "the campaign's referee (its starter) or an organiser; units and costs come from the catalog",
  },
  'POST /api/missions/briefing': { effect: 'computes', who: 'any role' },
  'POST /api/missions/battle': { effect: 'creates', who: 'organisers and players; the starter is the referee' },
  'POST /api/missions/:id/follow': { effect: 'writes', who: "the mission's referee (its starter) or an organiser" },
  'POST /api/contracts': { effect: 'creates', who: 'organisers and players; the starter is the referee' },
  'POST /api/contracts/:id/missions': {
    effect: 'writes',
    who: "the contract's referee (its starter) or an organiser; the mission's wash-up is read from its record, never from the request",
  },
  'POST /api/contracts/:id/commands': { effect: 'writes', who: "the contract's referee (its starter) or an organiser" },
  'POST /api/contracts/:id/next-mission': {
    effect: 'writes',
    who: "the contract's referee (its starter) or an organiser; the mission is built from the contract's own units, pilots and damage",
  },
  'POST /api/tournaments': { effect: 'creates', who: 'organisers' },
  'POST /api/tournaments/:id/commands': {
    effect: 'writes',
    who: 'organisers and players; the actor is the caller, and the rules decide what that actor may do',
  },
  'POST /api/tournaments/:id/rosters': { effect: 'writes', who: 'a player for their own roster, or an organiser' },
  'POST /api/tournaments/:id/players.csv': { effect: 'writes', who: 'organisers' },
  'POST /api/tournaments/:id/duels/:duel/from-battle': { effect: 'writes', who: 'a player of the duel, or an organiser' },
  'POST /api/tournaments/:id/duels/:duel/battle': {
    effect: 'creates',
    who: "a player of the duel, or an organiser: a battle whose seats are kept for the duel's two player accounts, recorded with the duel",
  },
  'POST /api/tournaments/:id/duels/:duel/clock': { effect: 'writes', who: 'a player of the duel, or an organiser' },
  'POST /api/tournaments/:id/check-roster': { effect: 'computes', who: 'organisers and players' },
  'POST /api/battles/setup': { effect: 'computes', who: 'organisers and players' },
  'POST /api/combat/attack': { effect: 'computes', who: 'any role' },
  'POST /api/maps/los': { effect: 'computes', who: 'any role' },
  'POST /api/maps/path': { effect: 'computes', who: 'any role' },
  'POST /api/simulate/duel': { effect: 'computes', who: 'any role, within the simulation budget' },
  'POST /api/simulate/duel/setup': { effect: 'computes', who: 'any role' },
  'POST /api/simulate/matrix': { effect: 'computes', who: 'any role, within the simulation budget' },
  'POST /api/m42/starting-phase': { effect: 'computes', who: 'any role' },
  'POST /api/dark-age/resolve': { effect: 'computes', who: 'any role' },
  'POST /api/forces': { effect: 'creates', who: "organisers and players; the force is the caller's (at most 200 an account)" },
  'PUT /api/forces/:id': { effect: 'writes', who: "the force's owner (to anyone else it does not exist: 404)" },
  'DELETE /api/forces/:id': { effect: 'writes', who: "the force's owner (to anyone else it does not exist: 404)" },
  'POST /api/forces/import': { effect: 'computes', who: 'organisers and players' },
};

export const isWriteMethod = (method: string): boolean => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
