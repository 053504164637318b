/** Where a rule, table row or modifier comes from, so every ruling can cite it. */
export type Source =
  | { readonly kind: 'seed'; readonly seed: SeedId; readonly section: string; readonly note?: string }
  | { readonly kind: 'book'; readonly book: string; readonly page?: number; readonly section?: string; readonly table?: string; readonly note?: string }
  | { readonly kind: 'default'; readonly missing: string; readonly rationale: string }
  | { readonly kind: 'house-rule'; readonly id: string; readonly note: string }
  | { readonly kind: 'derived'; readonly from: readonly Source[]; readonly note: string };

export type SeedId = '000' | '001' | '002' | '003' | '004';

export const SEEDS: Readonly<Record<SeedId, { file: string; title: string }>> = {
  '000': { file: '000_a73d2ab4076febdf.txt', title: 'Mechwarriors of Fortune – The Missions' },
  '001': { file: '001_1c79ccea044d7707.txt', title: 'MechWarrior: Fire for Effect' },
  '002': { file: '002_e6a3fc68d71b9f25.txt', title: 'M42 – The Starting Phase (v0.5)' },
  '003': { file: '003_7e3e08a8b9973c32.txt', title: 'Solaris VII Stable Challenge' },
  '004': { file: '004_a9aea18c6c801e80.txt', title: 'BattleTech Tactical Handbook – Operational turns' },
};

export const seedSource = (seed: SeedId, section: string, note?: string): Source =>
  note === undefined ? { kind: 'seed', seed, section } : { kind: 'seed', seed, section, note };

export const bookSource = (book: string, details: { page?: number; section?: string; table?: string; note?: string } = {}): Source => ({
  kind: 'book',
  book,
  ...details,
});

/** A labelled stand-in for a table or value the source documents refer to but do not contain. */
export const defaultSource = (missing: string, rationale: string): Source => ({ kind: 'default', missing, rationale });

export const TOTAL_WARFARE = 'Total Warfare';
export const TACTICAL_OPERATIONS = 'Tactical Operations';
export const TECHMANUAL = 'TechManual';

/** One line a person can read: "Mechwarriors of Fortune – The Missions, Escort › Set Up". */
export function formatSource(source: Source): string {
  switch (source.kind) {
    case 'seed': {
      const s = SEEDS[source.seed];
      return `${s.title}, ${source.section}${source.note ? ` — ${source.note}` : ''}`;
    }
    case 'book': {
      const bits = [source.book];
      if (source.page !== undefined) bits.push(`p. ${source.page}`);
      if (source.section) bits.push(source.section);
      if (source.table) bits.push(`table "${source.table}"`);
      return bits.join(', ') + (source.note ? ` — ${source.note}` : '');
    }
    case 'default':
      return `default — source table not available (${source.missing}): ${source.rationale}`;
    case 'house-rule':
      return `house rule ${source.id}: ${source.note}`;
    case 'derived':
      return `${source.note} (from ${source.from.map(formatSource).join('; ')})`;
  }
}
