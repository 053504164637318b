// How a vehicle's motive type moves it: terrain it cannot enter, levels it can change, what it skims over (Total Warfare movement table).
import { TOTAL_WARFARE, type Source, bookSource } from '@marshal/core';
import type { Mover } from './movement-cost';

export type MotiveType = 'tracked' | 'wheeled' | 'hover' | 'vtol';

/** What a motive type contributes to a `Mover`: a row of the movement table. */
export interface MotiveRow {
  readonly maxLevelChange: number;
  readonly mpPerLevel: number;
  readonly maxWaterDepth: number;
  readonly prohibited: readonly string[];
  readonly prohibitedFrom: Readonly<Record<string, number>>;
  readonly skims: readonly string[];
  readonly flies: boolean;
  readonly source: Source;
}

const ROW_SOURCE = (note: string): Source => bookSource(TOTAL_WARFARE, { section: 'Movement › Ground vehicles (prohibited terrain, level changes)', note });

/**
 * Ground vehicles change at most one level a hex and pay 2 MP a level; tracked vehicles cannot enter heavy woods,
 * jungle, water, ultra rough or liquid magma; wheeled ones no woods, rough, rubble, water, jungle, magma or deep snow;
 * hovercraft no woods, jungle, ultra rough or liquid magma, and skim over water (any depth), mud, swamp, ice and snow.
 * VTOLs fly: 1 MP a hex whatever lies below.
 */
export const MOTIVE_TABLE: Readonly<Record<MotiveType, MotiveRow>> = {
  tracked: {
    maxLevelChange: 1,
    mpPerLevel: 2,
    maxWaterDepth: 0,
    prohibited: ['jungle'],
    prohibitedFrom: { woods: 2, rough: 2, magma: 2 },
    skims: [],
    flies: false,
    source: ROW_SOURCE('tracked: heavy woods and worse, jungle, water, ultra rough, liquid magma prohibited'),
  },
  wheeled: {
    maxLevelChange: 1,
    mpPerLevel: 2,
    maxWaterDepth: 0,
    prohibited: ['woods', 'rough', 'rubble', 'jungle', 'magma'],
    prohibitedFrom: { snow: 2 },
    skims: [],
    flies: false,
    source: ROW_SOURCE('wheeled: woods, rough, rubble, water, jungle, magma, deep snow prohibited'),
  },
  hover: {
    maxLevelChange: 1,
    mpPerLevel: 2,
    maxWaterDepth: Infinity,
    prohibited: ['woods', 'jungle'],
    prohibitedFrom: { rough: 2, magma: 2 },
    skims: ['water', 'mud', 'swamp', 'ice', 'snow'],
    flies: false,
    source: ROW_SOURCE('hover: woods, jungle, ultra rough, liquid magma prohibited; no extra cost over water, mud, swamp, ice, snow'),
  },
  vtol: {
    maxLevelChange: Infinity,
    mpPerLevel: 0,
    maxWaterDepth: Infinity,
    prohibited: [],
    prohibitedFrom: {},
    skims: [],
    flies: true,
    source: ROW_SOURCE('VTOL: flies, 1 MP a hex (elevation changes are not modelled yet)'),
  },
};

/** The motive type of a catalog movement mode ("Wheeled", "tracked", "Hover", "VTOL"), or null for one the table lacks. */
export function motiveType(mode: string | null | undefined): MotiveType | null {
  const m = (mode ?? '').toLowerCase();
  return m === 'tracked' || m === 'wheeled' || m === 'hover' || m === 'vtol' ? m : null;
}

/** A vehicle's movement capabilities from its cruise MP and motive type (flank MP = ceil(1.5 × cruise)). */
export function vehicleMover(motive: MotiveType, cruise: number, name?: string): Mover {
  const r = MOTIVE_TABLE[motive];
  return {
    ...(name ? { name } : {}),
    walk: cruise,
    jump: 0,
    maxLevelChange: r.maxLevelChange,
    mpPerLevel: r.mpPerLevel,
    maxWaterDepth: r.maxWaterDepth,
    paysForBuildings: true,
    prohibited: r.prohibited,
    prohibitedFrom: r.prohibitedFrom,
    skims: r.skims,
    flies: r.flies,
  };
}
