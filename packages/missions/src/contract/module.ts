/** The mercenary contract ledger as a record module: missions chained into a contract run, replayable byte for byte. */
import { type GameModule, MarshalError, parseWith, rejectionFrom } from '@marshal/core';
import { forceUnitName } from '@marshal/catalog';
import { recordMission } from './record-mission';
import { type ContractCommand, type ContractSetup, contractCommandSchema, contractSetupSchema } from './schema';
import { DEFAULT_FACTION_POINTS, REPAIRS } from './sources';
import { nextMissionForce } from './next-force';
import { type ContractEvent, type ContractState, type ContractUnit, emptyTotals, totalsOf } from './state';

export const CONTRACT_RECORD_ROUTE = 'POST /api/contracts/:id/missions';
export const CONTRACT_NEXT_ROUTE = 'POST /api/contracts/:id/next-mission';

export function initContract(setup: ContractSetup): ContractState {
  const units: Record<string, ContractUnit> = {};
  setup.force.units.forEach((u, i) => {
    const id = `u${i + 1}`;
    const name = forceUnitName(u);
    units[id] = {
      id,
      name,
      unitId: u.unitId,
      pilot: { name: u.pilot.name || `pilot of ${name}`, gunnery: u.pilot.gunnery, piloting: u.pilot.piloting, hits: 0, status: 'fit' },
      damage: { armourStripped: [], destroyed: [] },
      status: 'ready',
      since: 0,
    };
  });
  return {
    unitName: setup.unitName,
    employer: setup.employer,
    forceName: setup.force.name,
    contractValue: setup.contractValue,
    payPercent: setup.payPercent,
    factionTable: setup.factionPoints
      ? { points: setup.factionPoints, source: { kind: 'house-rule', id: 'contract-faction-points', note: 'faction point amounts agreed in this contract' } }
      : DEFAULT_FACTION_POINTS,
    units,
    missions: [],
    started: [],
    totals: emptyTotals,
    closed: false,
  };
}

function resolveContract(s: ContractState, c: ContractCommand): readonly ContractEvent[] {
  if (s.closed) throw new MarshalError('contract', 'the contract is closed', { field: 'type' });
  switch (c.type) {
    case 'recordMission': {
      const { entry, units } = recordMission(s, c.facts, c.employer ?? s.employer, c.assign);
      return [{ type: 'missionRecorded', entry, units }];
    }
    case 'startMission': {
      const unfit = c.units.map((id) => nextMissionForce(s).find((u) => u.id === id) ?? { id, name: id, unavailable: 'not a unit of the contract' });
      const bad = unfit.find((u) => u.unavailable);
      if (bad) throw new MarshalError('contract', `${bad.name} cannot fight: ${bad.unavailable}`, { field: 'units' });
      if (s.started.some((m) => m.game === c.game)) throw new MarshalError('contract', 'this mission is already started from this contract', { field: 'game' });
      const { type: _t, ...started } = c;
      return [{ type: 'missionStarted', started }];
    }
    case 'repairUnit': {
      const u = s.units[c.unit];
      if (!u) throw new MarshalError('contract', `the contract has no unit "${c.unit}"`, { field: 'unit' });
      if (u.status === 'lost') throw new MarshalError('contract', `${u.name} was lost in mission ${u.since}; there is nothing to repair`, { field: 'unit' });
      if (u.status === 'ready') throw new MarshalError('contract', `${u.name} has no damage to repair`, { field: 'unit' });
      return [{ type: 'unitRepaired', unit: c.unit, source: REPAIRS }];
    }
    case 'closeContract':
      return [{ type: 'contractClosed' }];
  }
}

export function applyContractEvent(s: ContractState, e: ContractEvent): ContractState {
  switch (e.type) {
    case 'missionRecorded': {
      const missions = [...s.missions, e.entry];
      const started = (s.started ?? []).filter((m) => m.game !== e.entry.game);
      return { ...s, units: { ...s.units, ...e.units }, missions, started, totals: totalsOf(missions) };
    }
    case 'missionStarted':
      return { ...s, started: [...(s.started ?? []), e.started] };
    case 'unitRepaired': {
      const u = s.units[e.unit]!;
      return { ...s, units: { ...s.units, [e.unit]: { ...u, status: 'ready', damage: { armourStripped: [], destroyed: [] } } } };
    }
    case 'contractClosed':
      return { ...s, closed: true };
  }
}

/** A mercenary's ledger: start a contract, add each finished mission's wash-up (read from its record by the server), repair, close. */
export const contractModule: GameModule<ContractState, ContractCommand, ContractEvent, object, ContractSetup> = {
  id: 'mission-contract',
  version: '1',
  title: 'Mechwarriors of Fortune contract ledger',
  options: { options: [] },
  baseRules: {},
  parseSetup: (input) => parseWith(contractSetupSchema, input, 'contract'),
  parseCommand: (input) => parseWith(contractCommandSchema, input, 'contract command'),
  authority: {
    create: 'participant',
    commands: {
      /** The wash-up's facts come from the mission record, read by the route; nobody may send them, an organiser included. */
      recordMission: { issuer: 'referee', builtBy: CONTRACT_RECORD_ROUTE, onlyBuilt: true },
      /** Started by the route that creates the mission from the contract's force, never sent by hand. */
      startMission: { issuer: 'referee', builtBy: CONTRACT_NEXT_ROUTE, onlyBuilt: true },
      repairUnit: 'referee',
      closeContract: 'referee',
    },
  },
  init: (setup) => initContract(setup),
  resolve: (state, command) => {
    try {
      return resolveContract(state, command);
    } catch (e) {
      return rejectionFrom(e);
    }
  },
  apply: applyContractEvent,
};
