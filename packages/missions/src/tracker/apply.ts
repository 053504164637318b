import type { DestructionCause } from '../rules/crew-survival';
import type { MissionEvent } from './events';
import type { MissionState, UnitState } from './state';

const withUnit = (s: MissionState, id: string, change: (u: UnitState) => UnitState): MissionState => ({
  ...s,
  units: { ...s.units, [id]: change(s.units[id]!) },
});

/** Fold one event into the mission state. Pure. */
export function applyMissionEvent(s: MissionState, e: MissionEvent): MissionState {
  switch (e.type) {
    case 'phaseSet':
      return { ...s, phase: e.phase };
    case 'turnEnded':
      return { ...s, turn: e.turn + 1, phase: 'initiative' };
    case 'damageReported':
      return withUnit(s, e.unit, (u) => ({ ...u, facts: e.facts }));
    case 'forcedWithdrawalReached':
      return withUnit(s, e.unit, (u) => ({ ...u, forcedWithdrawal: true }));
    case 'mustWithdraw':
      return withUnit(s, e.unit, (u) => ({ ...u, mustWithdraw: true }));
    case 'generalRetreatSignalled':
      return { ...s, generalRetreat: { ...s.generalRetreat, [e.side]: e.by } };
    case 'unitExited':
      return withUnit(s, e.unit, (u) => ({
        ...u,
        status: 'exited',
        exit: { edge: e.edge, turn: e.turn, walkMp: e.walkMp, ...(e.displaced ? { displaced: true as const } : {}) },
        gone: { turn: e.turn, phase: e.phase },
      }));
    case 'unitDestroyed':
      return withUnit(s, e.unit, (u) => ({
        ...u,
        status: 'destroyed',
        gone: { turn: e.turn, phase: e.phase },
        ...(e.crewRollLater ? { crewRollDue: e.cause as DestructionCause } : {}),
      }));
    case 'crewFate':
      return withUnit(s, e.unit, ({ crewRollDue: _due, ...u }) => ({ ...u, crew: e.fate }));
    case 'unitImmobilised':
      return withUnit(s, e.unit, (u) => ({
        ...u,
        status: e.abandoned ? 'abandoned' : 'immobile',
        ...(e.abandoned ? { immobileDecision: 'abandon' as const } : {}),
      }));
    case 'immobileDecided':
      return withUnit(s, e.unit, (u) => ({ ...u, immobileDecision: e.decision, status: e.decision === 'abandon' ? 'abandoned' : 'immobile' }));
    case 'buildingDamaged':
      return {
        ...s,
        objectives: { ...s.objectives, buildings: s.objectives.buildings.map((b) => (b.id === e.building ? { ...b, damage: b.damage + e.damage } : b)) },
      };
    case 'reconRolled':
      return {
        ...s,
        objectives: {
          ...s.objectives,
          reconAttempts: [...s.objectives.reconAttempts, { unit: e.unit, turn: s.turn }],
          scanned: e.success && !s.objectives.scanned.includes(e.objective) ? [...s.objectives.scanned, e.objective] : s.objectives.scanned,
        },
      };
    case 'extractionRolled': {
      const x = s.objectives.extraction;
      const attempts = [...(x.attempts ?? []), { unit: e.unit, turn: s.turn }];
      return { ...s, objectives: { ...s.objectives, extraction: { ...x, attempts, ...(e.success ? { carrier: e.unit } : {}) } } };
    }
    case 'objectiveDropped':
      return {
        ...s,
        objectives: {
          ...s.objectives,
          extraction: { ...s.objectives.extraction, carrier: null, hex: e.hex ?? s.objectives.extraction.hex, droppedTurn: e.turn },
        },
      };
    case 'objectiveExtracted':
      return { ...s, objectives: { ...s.objectives, extraction: { ...s.objectives.extraction, extracted: true, carrier: e.unit } } };
    case 'areaReported':
      return {
        ...s,
        objectives: { ...s.objectives, areaReportedTurn: e.turn, ...(e.held && s.objectives.positionTakenTurn === null ? { positionTakenTurn: e.turn } : {}) },
      };
    case 'ceasefireAgreed': {
      let next: MissionState = { ...s, ceasefire: e.terms };
      for (const id of e.terms.surrendered) next = withUnit(next, id, (u) => ({ ...u, status: 'surrendered' }));
      return next;
    }
    case 'missionDecided':
      return { ...s, decided: e.status };
    case 'gameEnded':
      return { ...s, ended: { reason: e.reason, turn: e.turn } };
  }
}
