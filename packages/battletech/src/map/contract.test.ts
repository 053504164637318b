import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '@marshal/core';
import type { HexElectronics } from '../rules/to-hit/electronics';
import type { LosInput } from '../rules/to-hit/to-hit';
import { ecmSuite, hexElectronics } from './ecm';
import { lineOfSight } from './los';
import type { LosResult } from './los-types';
import { testMap } from './test-boards';

describe('the map feeds the combat code as it is', () => {
  it("a LosResult is a combat LosInput; hexElectronics gives combat's per-hex ECM counts", () => {
    const r: LosResult = lineOfSight(
      testMap(['0506 0 woods:1', '0508 1']),
      { hex: parseHexLabel('0505'), height: 1 },
      { hex: parseHexLabel('0509'), height: 1 },
    );
    const input: LosInput = r;
    expect(input.modifiers.map((m) => m.id)).toEqual(['intervening-light-woods', 'partial-cover-horizontal']);
    const counts: HexElectronics = hexElectronics([ecmSuite('r', 'red', parseHexLabel('0808'))], 'blue', parseHexLabel('0809'));
    expect(counts).toEqual({ enemyEcm: 1, enemyAngelEcm: 0, friendlyEccm: 0, friendlyAngelEccm: 0 });
  });
});
