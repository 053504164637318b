import { describe, expect, it } from 'vitest';
import { type AuthorityCapability, type Caller, commandRule, mayCreate, mayIssue } from './authority';

type Cmd = { type: 'move' } | { type: 'report' } | { type: 'setRoster' } | { type: 'close' } | { type: 'timeOut' } | { type: 'reportBattle' };

const authority: AuthorityCapability<Cmd> = {
  create: 'organiser',
  commands: {
    move: 'seat',
    report: 'participant',
    setRoster: { issuer: 'participant', builtBy: 'the rosters route' },
    close: 'referee',
    timeOut: 'organiser',
    reportBattle: { issuer: 'referee', builtBy: 'the battle report route', onlyBuilt: true },
  },
  actingFields: (c) => ({ actor: c.username }),
};

const caller = (over: Partial<Caller> = {}): Caller => ({ id: 'u1', username: 'ann', displayName: 'Ann', role: 'player', owner: false, seats: [], ...over });
const none = { seat: null, claimed: new Set<string>() };

describe('who may start a stream', () => {
  it('spectators never; organiser-only modules refuse players; modules without authority take any participant', () => {
    expect(mayCreate(authority, caller({ role: 'spectator' })).ok).toBe(false);
    expect(mayCreate(authority, caller()).ok).toBe(false);
    expect(mayCreate(authority, caller({ role: 'organiser' })).ok).toBe(true);
    expect(mayCreate(undefined, caller()).ok).toBe(true);
    expect(mayCreate(undefined, caller({ role: 'spectator' }))).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('who may issue a command', () => {
  it('spectators never write, whatever the rule', () => {
    for (const type of ['move', 'report', 'close'])
      expect(mayIssue(authority, type, caller({ role: 'spectator', owner: true, seats: ['a'] }), { seat: 'a', claimed: new Set(['a']) }).ok).toBe(false);
  });

  it('referee commands: the owner or an organiser, nobody else', () => {
    expect(mayIssue(authority, 'close', caller({ owner: true }), none).ok).toBe(true);
    expect(mayIssue(authority, 'close', caller({ role: 'organiser' }), none).ok).toBe(true);
    expect(mayIssue(authority, 'close', caller(), none)).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it("an undeclared command (or a module without authority) is the referee's", () => {
    expect(commandRule(undefined, 'anything')).toEqual({ issuer: 'referee' });
    expect(mayIssue(undefined, 'anything', caller(), none).ok).toBe(false);
    expect(mayIssue(undefined, 'anything', caller({ owner: true }), none).ok).toBe(true);
  });

  it('organiser commands: an owning player may not', () => {
    expect(mayIssue(authority, 'timeOut', caller({ owner: true }), none).ok).toBe(false);
    expect(mayIssue(authority, 'timeOut', caller({ role: 'organiser' }), none).ok).toBe(true);
  });

  it('built commands: refused as sent by a player, naming the route; accepted when the route built them', () => {
    const refused = mayIssue(authority, 'setRoster', caller(), none);
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
    expect(!refused.ok && refused.reason).toContain('the rosters route');
    expect(mayIssue(authority, 'setRoster', caller(), { ...none, built: true }).ok).toBe(true);
    expect(mayIssue(authority, 'setRoster', caller({ role: 'organiser' }), none).ok).toBe(true);
  });

  it('route-only commands (facts read from another record): refused as sent even by an organiser or the owner', () => {
    expect(mayIssue(authority, 'reportBattle', caller({ role: 'organiser' }), none)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(mayIssue(authority, 'reportBattle', caller({ owner: true }), none).ok).toBe(false);
    expect(mayIssue(authority, 'reportBattle', caller({ owner: true }), { ...none, built: true }).ok).toBe(true);
  });

  it("seat commands: the holder; a claimed seat refuses everyone else (organisers too); a free seat is the referee's", () => {
    const claimed = new Set(['a']);
    expect(mayIssue(authority, 'move', caller({ seats: ['a'] }), { seat: 'a', claimed }).ok).toBe(true);
    expect(mayIssue(authority, 'move', caller({ role: 'organiser' }), { seat: 'a', claimed })).toMatchObject({ ok: false, code: 'not-your-seat' });
    expect(mayIssue(authority, 'move', caller({ seats: ['b'] }), { seat: 'a', claimed })).toMatchObject({ ok: false, code: 'not-your-seat' });
    expect(mayIssue(authority, 'move', caller({ owner: true }), { seat: 'b', claimed }).ok).toBe(true);
    expect(mayIssue(authority, 'move', caller(), { seat: 'b', claimed })).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('a command for no seat: the referee or anyone at the table', () => {
    expect(mayIssue(authority, 'move', caller({ seats: ['a'] }), none).ok).toBe(true);
    expect(mayIssue(authority, 'move', caller({ owner: true }), none).ok).toBe(true);
    expect(mayIssue(authority, 'move', caller(), none).ok).toBe(false);
  });
});
