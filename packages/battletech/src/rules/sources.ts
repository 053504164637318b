import { type Source, TACTICAL_OPERATIONS, TOTAL_WARFARE, bookSource, seedSource } from '@marshal/core';

/** Citations used by the combat rules: Total Warfare sections (with the facts-file section that records the number). */
export const tw = (section: string, extra: { page?: number; table?: string; note?: string } = {}): Source => bookSource(TOTAL_WARFARE, { section, ...extra });

export const tacops = (section: string, extra: { page?: number; table?: string; note?: string } = {}): Source =>
  bookSource(TACTICAL_OPERATIONS, { section, ...extra });

export const s003 = (section: string, note?: string): Source => seedSource('003', section, note);
export const s000 = (section: string, note?: string): Source => seedSource('000', section, note);

export const SRC = {
  gunnery: tw('Firing Weapons › Base To-Hit Number', { note: 'gunnery skill is the base' }),
  piloting: tw('Piloting Skill Rolls', { note: 'piloting skill is the base' }),
  range: tw('Firing Weapons › Range', { table: 'Range Modifiers' }),
  minRange: tw('Firing Weapons › Minimum Range', { note: 'minimum − distance + 1' }),
  attackerMove: tw('Attacker Movement Modifiers', { table: 'To-Hit Modifiers' }),
  targetMove: tw('Target Movement Modifiers', { table: 'To-Hit Modifiers' }),
  targetState: tw('Other Modifiers', { table: 'To-Hit Modifiers' }),
  secondary: tw('Multiple Targets', { table: 'To-Hit Modifiers' }),
  heat: tw('Heat', { table: 'Heat Scale' }),
  damageMods: tw('Critical Damage › Effects', { page: 123 }),
  cover: tw('Partial Cover', { table: 'To-Hit Modifiers' }),
  hitLocation: tw('Hit Location', { table: "'Mech Hit Location Table" }),
  physical: tw('Physical Attacks', { table: 'Physical Attack To-Hit Modifiers' }),
  cluster: tw('Cluster Weapons', { table: 'Cluster Hits Table' }),
  damage: tw('Applying Damage › Damage Transfer', { table: 'Damage Transfer Diagram' }),
  criticals: tw('Critical Damage', { page: 123, table: 'Determining Critical Hits Table' }),
  psr: tw('Piloting Skill Rolls', { table: 'Piloting Skill Roll Table' }),
  fall: tw('Falling', { table: 'Facing After a Fall Table' }),
  vehicle: tw('Combat Vehicles', { table: 'Ground Combat Vehicle Hit Location Table' }),
  pilot: tw('Warrior Damage', { table: 'Consciousness Table' }),
  crippled: tw('Forced Withdrawal › Crippling Damage', { page: 258 }),
} as const;
