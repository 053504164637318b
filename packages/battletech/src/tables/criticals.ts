import { defineRollTable, type RollTable } from '@marshal/core';
import { tacops, tw } from '../rules/sources';

/** Determining Critical Hits: standard Total Warfare and Tactical Operations advanced bands. */
export interface CriticalChance {
  readonly count: number;
  /** A head or limb is blown off (torsos take `count` criticals instead). */
  readonly blownOff: boolean;
}

const c = (count: number, blownOff = false): CriticalChance => ({ count, blownOff });

export const criticalChanceStandard = defineRollTable<CriticalChance>({
  id: 'determining-critical-hits',
  title: 'Determining critical hits',
  roll: '2d6',
  range: [0, 20],
  outside: 'clamp',
  source: tw('Critical Damage', { page: 123, table: 'Determining Critical Hits Table' }),
  rows: [
    { on: [0, 7], label: 'No critical hit', result: c(0) },
    { on: [8, 9], label: '1 critical hit', result: c(1) },
    { on: [10, 11], label: '2 critical hits', result: c(2) },
    { on: [12, 20], label: 'Head/limb blown off; torso: 3 critical hits', result: c(3, true) },
  ],
});

export const criticalChanceAdvanced = defineRollTable<CriticalChance>({
  id: 'determining-critical-hits-advanced',
  title: 'Advanced determining critical hits (roll + damage-grouping modifier)',
  roll: '2d6',
  range: [0, 20],
  outside: 'clamp',
  source: tacops('Advanced Determining Critical Hits', { table: 'Advanced Determining Critical Hits Table', note: 'Solaris VII Stable Challenge §8.2' }),
  rows: [
    { on: [0, 8], label: 'No critical hit', result: c(0) },
    { on: [9, 10], label: '1 critical hit', result: c(1) },
    { on: [11, 12], label: '2 critical hits', result: c(2) },
    { on: [13, 14], label: '3 critical hits', result: c(3) },
    { on: [15, 20], label: 'Head/limb blown off; torso: 3 critical hits', result: c(3, true) },
  ],
});

export const CRITICAL_TABLES: Readonly<Record<string, RollTable<CriticalChance>>> = {
  [criticalChanceStandard.id]: criticalChanceStandard,
  [criticalChanceAdvanced.id]: criticalChanceAdvanced,
};

/** Where a fallen 'Mech lands: which table column the fall damage uses and how far it turns. */
export interface FallFacing {
  readonly side: 'front' | 'rear' | 'left' | 'right';
  readonly turn: number;
}

export const fallFacingTable = defineRollTable<FallFacing>({
  id: 'facing-after-fall',
  title: 'Facing after a fall',
  roll: '1d6',
  source: tw('Falling', { table: 'Facing After a Fall Table' }),
  rows: [
    { on: 1, label: 'Same facing — front', result: { side: 'front', turn: 0 } },
    { on: 2, label: 'One hexside right — right side', result: { side: 'right', turn: 1 } },
    { on: 3, label: 'Two hexsides right — right side', result: { side: 'right', turn: 2 } },
    { on: 4, label: 'Opposite facing — rear', result: { side: 'rear', turn: 3 } },
    { on: 5, label: 'Two hexsides left — left side', result: { side: 'left', turn: 4 } },
    { on: 6, label: 'One hexside left — left side', result: { side: 'left', turn: 5 } },
  ],
});
