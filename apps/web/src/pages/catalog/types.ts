/** Shapes the catalog API returns to the unit browser. */
import type { BvBreakdown, EquipmentEntry, Unit } from '@marshal/catalog';

export interface UnitRow {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly tons: number;
  readonly weightClass: string;
  readonly techBase: string;
  readonly rules: string;
  readonly intro: number;
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
  readonly bv: number | null;
}

export interface SearchResponse {
  readonly total: number;
  readonly results: readonly UnitRow[];
}

export interface UnitResponse {
  readonly unit: Unit;
  readonly bv: BvBreakdown | null;
  readonly equipment: Readonly<Record<string, EquipmentEntry | null>>;
}
