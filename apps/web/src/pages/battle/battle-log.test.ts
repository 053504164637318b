import type { BattleState } from '@marshal/battletech';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './battle-log';

/** The Raiders' view: their Hunchback only; the Garrison's hidden 'Mechs are not in it. */
const view = {
  units: { a1: { name: 'Hunchback HBK-4G' } },
  sides: [
    { id: 'a', name: 'Raiders' },
    { id: 'b', name: 'Garrison' },
  ],
  sideOf: { a1: 'a' },
} as unknown as BattleState;

describe("the record's lines for a seat that cannot see a hidden unit (Total Warfare Hidden Units)", () => {
  it('tells nothing of what a hidden unit did, as the server sends it without its body', () => {
    // A hidden 'Mech standing still in alternating movement, and one letting a mover pass (not even named).
    expect(describeEvent(view, { type: 'unitMoved', hidden: true }, true)).toEqual([]);
    expect(describeEvent(view, { type: 'pointBlankDeclined', hidden: true }, true)).toEqual([]);
    expect(describeEvent(view, { type: 'unitDeployed', side: 'b', unit: 'b1', hidden: true }, true)).toEqual([]);
  });

  it('still tells that the other side declared its fire, without what', () => {
    expect(describeEvent(view, { type: 'fireDeclared', unit: 'a1', hidden: true }, true)).toEqual([
      'Hunchback HBK-4G declared its fire (hidden until all have declared)',
    ]);
  });
});
