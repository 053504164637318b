/** The new-campaign form's state: every field as typed (numbers as text), built from and turned into the setup `@marshal/campaign` parses. */
import type { CampaignSetupInput, ForceUnitInput, ForceUnitKind, GroupRole, SideId, SideInput, SpecialEquipment } from '@marshal/campaign';
import type { ForceUnitFacts } from '@marshal/catalog';
import { i18next } from '../../i18n/i18n';
import { type TablesDraft, tablesDraftFrom } from './campaign-tables-draft';

export interface PilotDraft {
  name: string;
  gunnery: string;
  piloting: string;
}

export interface UnitDraft {
  /** Kept from an imported setup so its ids survive; new units get an id made from the name. */
  id?: string;
  name: string;
  kind: ForceUnitKind;
  tonnage: string;
  walk: string;
  jump: string;
  equipment: SpecialEquipment[];
  pilot: PilotDraft;
  value: string;
  logisticsCost: string;
  catalogId?: string;
  /** Set on a unit picked with the force builder: its row key and catalog facts; type, movement and equipment come from the full catalog unit. */
  builder?: BuilderUnit;
}

export interface BuilderUnit {
  readonly key: number;
  readonly facts: ForceUnitFacts;
  /** The full catalog unit is still being read (its special equipment is not known yet). */
  readonly pending?: boolean;
  /** Why the full catalog unit could not be read. */
  readonly error?: string;
}

export interface LanceDraft {
  id?: string;
  name: string;
  formation: 'lance' | 'star';
  units: UnitDraft[];
}

export interface GroupDraft {
  id?: string;
  name: string;
  role: GroupRole;
  lances: LanceDraft[];
}

export interface SideDraft {
  name: string;
  budget: string;
  supply: string;
  groups: GroupDraft[];
}

export interface CampaignDraft {
  title: string;
  goal: string;
  turnLimit: string;
  attacker: SideDraft;
  defender: SideDraft;
  tables: TablesDraft;
}

const text = (n: number | undefined): string => (n === undefined ? '' : String(n));

export function unitDraftFrom(u: ForceUnitInput): UnitDraft {
  return {
    id: u.id,
    name: u.name,
    kind: u.kind,
    tonnage: text(u.tonnage),
    walk: text(u.walk),
    jump: text(u.jump ?? 0),
    equipment: [...(u.equipment ?? [])],
    pilot: { name: u.pilot.name, gunnery: text(u.pilot.gunnery ?? 4), piloting: text(u.pilot.piloting ?? 5) },
    value: text(u.value ?? 0),
    logisticsCost: text(u.logisticsCost),
    ...(u.catalogId ? { catalogId: u.catalogId } : {}),
  };
}

type GroupInput = SideInput['groups'][number];

export function groupDraftFrom(g: GroupInput): GroupDraft {
  return {
    id: g.id,
    name: g.name,
    role: g.role,
    lances: g.lances.map((l) => ({ id: l.id, name: l.name, formation: l.formation ?? 'lance', units: l.units.map(unitDraftFrom) })),
  };
}

export function sideDraftFrom(s: SideInput): SideDraft {
  return { name: s.name, budget: text(s.budget), supply: text(s.supply), groups: s.groups.map(groupDraftFrom) };
}

/** A setup (the worked example, or JSON a person imports) as form state. */
export function campaignDraftFrom(setup: CampaignSetupInput): CampaignDraft {
  return {
    title: setup.title,
    goal: setup.goal.description,
    turnLimit: text(setup.goal.turnLimit),
    attacker: sideDraftFrom(setup.attacker),
    defender: sideDraftFrom(setup.defender),
    tables: tablesDraftFrom(setup.tables ?? {}),
  };
}

export const blankUnit = (name = ''): UnitDraft => ({
  name,
  kind: 'mech',
  tonnage: '',
  walk: '',
  jump: '0',
  equipment: [],
  pilot: { name: '', gunnery: '4', piloting: '5' },
  value: '0',
  logisticsCost: '',
});

export const blankLance = (name: string): LanceDraft => ({ name, formation: 'lance', units: [] });
export const blankGroup = (name: string, role: GroupRole): GroupDraft => ({ name, role, lances: [blankLance(lanceOf(name))] });

/** A name the form fills in, in the reader's language (`campaign` namespace); English before i18next runs (unit tests). */
const said = (key: string, english: string, values: Record<string, unknown> = {}): string =>
  i18next.isInitialized ? i18next.t(key, { ns: 'campaign', defaultValue: english, ...values }) : english;
const lanceOf = (group: string) => said('blank.lance', `${group} lance`, { group });

/** A new campaign: two sides with one reconnaissance and one line group each, no units yet, the default tables. */
export function blankCampaignDraft(): CampaignDraft {
  const side = (name: string): SideDraft => ({
    name,
    budget: '',
    supply: '',
    groups: [blankGroup(said('blank.recon', 'Recon group'), 'reconnaissance'), blankGroup(said('blank.line', 'Line group'), 'line')],
  });
  return {
    title: '',
    goal: '',
    turnLimit: '',
    attacker: side(said('wizard.side.attacker', 'Attacker')),
    defender: side(said('wizard.side.defender', 'Defender')),
    tables: {},
  };
}

export const SIDE_TITLES: Readonly<Record<SideId, string>> = { attacker: 'Attacker', defender: 'Defender' };
