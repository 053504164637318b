/** The six duel categories: one 'Mech per category, by tonnage band, two of them without jump jets. */
import { SOLARIS } from '../sources';

export type CategoryId = 'light' | 'medium' | 'medium-no-jump' | 'heavy' | 'heavy-no-jump' | 'assault';

export interface DuelCategory {
  readonly id: CategoryId;
  readonly label: string;
  readonly minTons: number;
  readonly maxTons: number;
  readonly jumpJetsAllowed: boolean;
}

export const CATEGORY_IDS = ['light', 'medium', 'medium-no-jump', 'heavy', 'heavy-no-jump', 'assault'] as const satisfies readonly CategoryId[];

export const DUEL_CATEGORIES: readonly DuelCategory[] = [
  { id: 'light', label: '15–35 t', minTons: 15, maxTons: 35, jumpJetsAllowed: true },
  { id: 'medium', label: '40–55 t', minTons: 40, maxTons: 55, jumpJetsAllowed: true },
  { id: 'medium-no-jump', label: '40–55 t, no jump jets', minTons: 40, maxTons: 55, jumpJetsAllowed: false },
  { id: 'heavy', label: '60–75 t', minTons: 60, maxTons: 75, jumpJetsAllowed: true },
  { id: 'heavy-no-jump', label: '60–75 t, no jump jets', minTons: 60, maxTons: 75, jumpJetsAllowed: false },
  { id: 'assault', label: '80–100 t', minTons: 80, maxTons: 100, jumpJetsAllowed: true },
];

export const CATEGORIES_SOURCE = SOLARIS.categories;

export const categoryById = (id: CategoryId): DuelCategory => DUEL_CATEGORIES.find((c) => c.id === id)!;

/** Why a 'Mech does not fit a category, or null when it fits. */
export function categoryMismatch(category: DuelCategory, unit: { tonnage: number; jumpMp: number }): string | null {
  if (unit.tonnage < category.minTons || unit.tonnage > category.maxTons) return `${unit.tonnage} t is outside ${category.label}`;
  if (!category.jumpJetsAllowed && unit.jumpMp > 0) return `has jump jets (${unit.jumpMp} jump MP); ${category.label} allows none`;
  return null;
}
