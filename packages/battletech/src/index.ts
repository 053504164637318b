// @marshal/battletech's public entry: what the other workspaces use, by folder (ADR 0020). Everything else is
// internal to the package; add a name here when a shell or another package needs it.

// The map: boards, composed maps, line of sight, movement and written orders (Total Warfare, map and movement chapters)
export { type Board, type HexGrid, parseBoard } from './map/board';
export { boardAsMap, composeMap, edgeHexes, type EdgeName, type GameMap, OPPOSITE_EDGE, parseLayout, type SheetChoice, standardLayout } from './map/compose';
export { ecmField, ecmRules, ecmSuite } from './map/ecm';
export { allHexes, gridLabel, hexAt } from './map/grid';
export { losOptions, losRules } from './map/los-rules';
export { type LosResult } from './map/los-types';
export { lineOfSight } from './map/los';
export { mechMover, type Mover } from './map/movement-cost';
export { parseOrders } from './map/notation';
export { type PathResult, runOrders } from './map/path';
export {
  compactOrders,
  FACING_WORDS,
  type Occupant,
  orderTokens,
  type PlotContext,
  plotFace,
  type PlotMode,
  type PlotResult,
  plotStep,
  plotTo,
  routeTo,
  turnsBetween,
} from './map/plot';
export { buildingOf, describeHex, hasTerrain, type MapHex, terrainLevel, waterDepth, woodsOf } from './map/terrain';

export { MECH_ATTACK_DIRECTIONS, MECH_FIRING_ARCS, VEHICLE_ATTACK_DIRECTIONS, VEHICLE_FIRING_ARCS } from './map/arcs';

// The unit model: battle units, capabilities by kind, weapons, ammunition, catalog units
export { type BattleUnit, createBattleUnit } from './unit/battle-unit';
export { catalogAmmoDamage, catalogWeaponLookup } from './unit/catalog-weapons';
export { requireWeapon } from './unit/weapons';

// Rules, chapter by chapter
export { type HitReport } from './rules/damage/apply-hit';
export { heatEffects, type HeatPhaseReport, resolveHeatPhase, type RestartReport } from './rules/heat/heat';
export { type PhysicalAttackReport, resolvePhysicalAttack } from './rules/physical-attacks/physical-attack';
export { type CrashReport, type FallReport } from './rules/piloting/falls';
export { type PhaseEndReport, type PsrReport, resolvePhaseEnd } from './rules/piloting/phase-end';
export { manualLosInput } from './rules/to-hit/to-hit';
export { type AntiMechReport } from './rules/weapon-attacks/anti-mech';
export { resolveWeaponAttack, type WeaponAttackDeclaration, type WeaponAttackReport } from './rules/weapon-attacks/weapon-attack';
export { crippling, forcedWithdrawal, withdrawalFacts } from './rules/withdrawal/crippling';
export { withdrawalFromFacts } from './rules/withdrawal/withdrawal';

// Tables
export { combatTables } from './tables/index';

// Options and the ruleset (the rules as data)
export { combatOptionRegistry } from './options/combat-options';
export { baseCombatRules, type CombatRules, type EcmMode } from './options/rules';
export { combatRuleset } from './options/ruleset';

// The ruling calculator (one attack and the end of its phase, as a game module)
export { formatOutcome, formatPreview } from './calculator/calculator-format';
export { type CalculatorInput, type CalculatorOutcome, type CalculatorPreview, previewAttack, resolveCalculator } from './calculator/calculator';
export { unitSchema } from './calculator/module-schema';
export { type CombatAttackReport, type CombatEvent, combatModule, type CombatState, type LetGoReport } from './calculator/module';

// The turn loop (the battle as a game module: phases, written orders, seats, events; objective buildings as targets)
export { BUILDING_TARGET, type BuildingShotReport, buildingTargetId } from './battle/buildings';
export { type DisplacementReport } from './battle/displacement';
export { battleEventRulings, type RolledRuling } from './battle/event-rulings';
export { narrateEvent, storyPhaseOf, type StoryLine, type StoryKind, type StoryPhase } from './battle/narrate';
export { type HeatTurn, heatTurns } from './battle/heat-turns';
export { buildingOptions, canTwist, fireOptionFrom, fireOptions, type FireReport, losUnit, type SkippedShot } from './battle/fire';
export { canFireEccmPod } from './battle/fire-check';
export { type BattleEvent, battleModule } from './battle/module';
export {
  botDeployment,
  type DeploymentState,
  type DeploymentZone,
  deploymentProblem,
  deploymentRuleText,
  nextToDeploy,
  placedHexes,
  type UnitDeployedEvent,
} from './battle/deployment';
export { type StepRoll } from './battle/movement-psrs';
export { currentMP, damagedMP, type GetUpAttempt, type MoveReport, moverFor, movementHeat } from './battle/movement';
export { nothingToDecide, owingUnits, PHYSICAL_ATTACKS } from './battle/choices';
export { type PlannedMove, type PlannedRoll, plannedMove } from './battle/planned-move';
export { brushOffOptions, physicalOption, type PhysicalReport } from './battle/phases';
export { crewRemovalDeclaration } from './battle/pod-removal';
export { crewRemovablePods, type CrewPodRemovalReport } from './rules/physical-attacks/crew-pod-removal';
export { type BattleCommand, type BattleSetup, type PhysicalDeclaration } from './battle/schema';
export { SOLARIS_TIMERS } from './battle/sources';
export { type BattleState, type UnitExit, buildMap, canAct, enemiesOf, inPlay, unitsOf } from './battle/state';
export { viewFor } from './battle/view';
export { binChoices, binWeaponName, munitionChoices } from './battle/munitions';
export { MUNITIONS, type MunitionId, type MunitionRule } from './rules/munitions';
export { PODS, activePods, type AttachedPod, type PodKind } from './rules/narc';
export { NEMESIS_DRAWS, nemesisGuidance, type NemesisGuidance } from './rules/nemesis';
export { isHidden, type UnitRevealedEvent } from './battle/hidden';

// The bot and the simulator
export { botBattleRecord } from './bot/bot-record';
export { BOT_SEARCHES, botCommand, botOrders, botPhysical, type BotPolicy, botPolicy, type BotSearch, botVolley, DEFAULT_BOT, QUICK_BOT } from './bot/bot';
export { openingState, runBotBattle } from './bot/duel';
export { emptyCounts, mergeCounts, simulateRange, simulateSides, type SimulationCounts, type SimulationReport, simulationReport } from './bot/simulate';
export { type QuickBotOdds, quickBotOdds } from './bot/bot-odds';
export { type Proportion } from './bot/stats';

// What a mission reads of a battle (ADR 0021)
export * from './battle/mission-view';
export { type CarriedDamagePoint, applyCarriedDamage, carriedDamageOf } from './battle/carried-damage';
export { type UnitAftermath, battleAftermath } from './battle/aftermath';
