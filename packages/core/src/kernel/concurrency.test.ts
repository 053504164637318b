import { describe, expect, it } from 'vitest';
import { type ConcurrencyCapability, conflictsSince } from './concurrency';

type Cmd = { type: 'report'; duel: string } | { type: 'pair' };
const capability: ConcurrencyCapability<Cmd> = { touches: (c) => (c.type === 'report' ? [`duel ${c.duel}`] : 'everything') };
const entry = (seq: number, command: Cmd) => ({ seq, command });

describe('conflicts since a command was sent', () => {
  it('lets a command through when nothing since touched what it touches', () => {
    expect(conflictsSince(capability, { type: 'report', duel: 'R1-T1' }, [entry(4, { type: 'report', duel: 'R1-T2' })])).toEqual([]);
  });

  it('names the entries that touched the same thing, or the whole state', () => {
    const since = [entry(4, { type: 'report', duel: 'R1-T1' }), entry(5, { type: 'report', duel: 'R1-T2' }), entry(6, { type: 'pair' })];
    expect(conflictsSince(capability, { type: 'report', duel: 'R1-T1' }, since)).toEqual([
      { seq: 4, type: 'report', over: ['duel R1-T1'] },
      { seq: 6, type: 'pair', over: 'everything' },
    ]);
    expect(conflictsSince(capability, { type: 'pair' }, since.slice(1, 2))).toEqual([{ seq: 5, type: 'report', over: 'everything' }]);
  });
});
