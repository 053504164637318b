import { describe, expect, it } from 'vitest';
import { parseBlk } from '../parse/blk';
import { bundled } from '../../test/bundled';
import { battleValue } from './battle-value';

const bv = (path: string) => battleValue(parseBlk(bundled(path), path))!;

describe('BV 2.0 for combat vehicles', () => {
  it('prices a tracked tank with the motive factor, no heat and its rear weapons halved', () => {
    const b = bv('vehicles/3039u/Manticore Heavy Tank.blk');
    expect(b.total).toBe(993);
    expect(b.defensive.lines.find((l) => l.label.startsWith('Motive type'))!.label).toBe('Motive type ×0.9');
    expect(b.offensive.lines.find((l) => l.label === 'Tonnage ÷ 2')!.value).toBe(30);
  });

  it('gives VTOLs the extra +1 movement modifier', () => {
    const b = bv('vehicles/3039u/Warrior H-7 Attack Helicopter.blk');
    expect(b.defensive.targetMovementModifier).toBe(5);
  });

  it('leaves support vehicles unpriced rather than guessing', () => {
    const path = 'vehicles/HB HL/C-85 Sprinter Delivery Vehicle.blk';
    const unit = parseBlk(bundled(path), path);
    expect(unit.unitType).toBe('SupportTank');
    expect(battleValue(unit)).toBeUndefined();
  });
});
