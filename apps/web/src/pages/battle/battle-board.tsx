import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';
import { type BattleState, type BattleUnit, type GameMap, forcedWithdrawal, lineOfSight } from '@marshal/battletech';
import { parseHexLabel } from '@marshal/core';
import { type BoardOverlay, type BoardUnit, BoardView } from '../maps/board-view';
import { type Preview, sideColour, sideName } from './battle-model';
import { emitHexClick, useBoardMessage } from './pointing';
import { modeWord } from './plot-controls';

/**
 * The battle on the board: unit counters (short name, facing, side colour, status), objective buildings, the path
 * being plotted with its MP and rolls, and the line of sight to a chosen target.
 */

/** A few letters for a counter: the model code ("HBK-4G") when the name has one, else the first word. */
export function shortName(name: string): string {
  const words = name.split(/\s+/);
  const code = words.slice(1).find((w) => /\d/.test(w));
  return (code ?? words[0]!).slice(0, 7);
}

export function unitStatus(u: BattleUnit): string[] {
  const out: string[] = [];
  if (u.prone) out.push('prone');
  if (u.hullDown) out.push('hull down');
  if (u.shutdown) out.push('shut down');
  if (u.immobile) out.push('immobile');
  if (!u.pilot.conscious && !u.pilot.dead) out.push('pilot unconscious');
  if (forcedWithdrawal(u).met) out.push('withdrawing');
  return out;
}

/** The hover card's lines: side, pilot, armour and structure left, damaged locations, heat. */
export function unitDetails(s: BattleState, id: string): string[] {
  const u = s.units[id]!;
  const locs = Object.entries(u.locations);
  const sum = (f: (l: (typeof locs)[number][1]) => number) => locs.reduce((t, [, l]) => t + f(l), 0);
  const armour = sum((l) => l.armor + (l.rear ?? 0));
  const maxArmour = sum((l) => l.maxArmor + (l.maxRear ?? 0));
  const hurt = locs
    .filter(([, l]) => l.destroyed || l.structure < l.maxStructure)
    .map(([n, l]) => (l.destroyed ? i18next.t('board.destroyed', { ns: 'battle', loc: n }) : i18next.t('board.internal', { ns: 'battle', loc: n })));
  return [
    i18next.t('board.at', { ns: 'battle', side: sideName(s, s.sideOf[id]!), hex: s.positions[id]?.hex ?? '—', facing: s.positions[id]?.facing ?? '—' }),
    i18next.t('board.pilot', { ns: 'battle', gunnery: u.pilot.gunnery, piloting: u.pilot.piloting }) +
      (u.pilot.hits ? i18next.t('board.pilotHits', { ns: 'battle', count: u.pilot.hits }) : ''),
    i18next.t('board.armour', { ns: 'battle', armour, max: maxArmour, structure: sum((l) => l.structure), maxStructure: sum((l) => l.maxStructure) }),
    ...(hurt.length ? [i18next.t('board.damage', { ns: 'battle', list: hurt.join(', ') })] : []),
    i18next.t('board.heat', { ns: 'battle', heat: u.heat }),
  ];
}

/**
 * What the board's first view frames (`BoardView`'s `focus`): every unit standing on the board and, in deployment, the
 * zone of the side to deploy next — so on opening a battle neither the enemy nor the zone to place units in is off-screen.
 */
export function boardFocus(state: BattleState, units: readonly { hex: { col: number; row: number } }[]): { col: number; row: number }[] {
  const deploying = state.phase === 'deployment' && state.deployment?.next ? state.deployment.zones[state.deployment.next] : undefined;
  return [...units.map((u) => u.hex), ...(deploying?.hexes ?? []).map((h) => parseHexLabel(h))];
}

/** The same map object while the battle's map is unchanged (every reload parses a new copy): the hexes are drawn once and the view stays put. */
function useStableMap(map: GameMap): GameMap {
  const kept = useRef<{ map: GameMap; key: string } | null>(null);
  const key = useMemo(() => JSON.stringify(map), [map]);
  if (!kept.current || kept.current.key !== key) kept.current = { map, key };
  return kept.current.map;
}

export function BattleBoard({ state, preview, from, target }: { state: BattleState; preview?: Preview | null; from?: string | null; target?: string | null }) {
  const { t: tr } = useTranslation('battle');
  const pending = useMemo(() => new Set(state.phase === 'deployment' ? (state.deployment?.pending ?? []) : []), [state]);
  const units: BoardUnit[] = useMemo(
    () =>
      Object.entries(state.positions)
        // Units still to deploy stand nowhere yet (their setup hex is only the bot's suggestion).
        .filter(([id]) => state.units[id] && !state.units[id].destroyed && !state.withdrawn.includes(id) && !pending.has(id))
        .map(([id, p]) => ({
          id,
          hex: parseHexLabel(p.hex),
          facing: p.facing,
          label: `${state.units[id]!.name} (${sideName(state, state.sideOf[id]!)})`,
          colour: sideColour(state, state.sideOf[id]!),
          short: shortName(state.units[id]!.name),
          status: unitStatus(state.units[id]!),
          details: unitDetails(state, id),
          selected: id === from,
        })),
    [state, from, pending],
  );
  // The first view frames every unit on the board and, while deploying, the zone of the side placing its units.
  const focus = useMemo(() => boardFocus(state, units), [state, units]);
  const los = useMemo(() => {
    if (!from || !target || !state.positions[from] || !state.positions[target]) return null;
    const height = (id: string) => (state.units[id]!.prone ? 0 : 1);
    const at = preview?.result ? preview.result.end.hex : state.positions[from].hex;
    return lineOfSight(
      state.map,
      { hex: parseHexLabel(at), height: height(from) },
      { hex: parseHexLabel(state.positions[target].hex), height: height(target) },
    );
  }, [state, from, target, preview]);
  const map = useStableMap(state.map);
  const message = useBoardMessage();
  const overlays: BoardOverlay[] = [];
  const path = preview?.result;
  if (path) {
    const moved = path.steps.filter((s, i) => s.hex !== (i ? path.steps[i - 1]!.hex : path.start.hex));
    overlays.push({
      id: 'path',
      kind: 'path',
      label: tr('board.preview', { hex: path.end.hex }),
      colour: '#f1c40f',
      hexes: moved.map((s) => s.hex),
      notes: moved.map((s) => String(s.total)),
    });
    const rolls = preview?.rolls ?? [];
    if (rolls.length)
      overlays.push({
        id: 'rolls',
        kind: 'warning',
        label: tr('board.rolls', { list: rolls.map((r) => `${r.label} (${r.hex})`).join(', ') }),
        colour: '#d35400',
        hexes: rolls.map((r) => r.hex),
      });
  }
  const deploying = state.phase === 'deployment' && state.deployment?.next ? state.deployment.next : null;
  if (deploying)
    overlays.push({
      id: 'deploy-zone',
      kind: 'deployment',
      label: tr('board.zone', { side: sideName(state, deploying), zone: state.deployment!.zones[deploying]!.name }),
      colour: sideColour(state, deploying),
      hexes: state.deployment!.zones[deploying]!.hexes,
    });
  const buildings = Object.values(state.buildings ?? {}).filter((b) => !b.destroyed);
  for (const b of buildings)
    overlays.push({
      id: `building-${b.id}`,
      kind: 'objective',
      label: tr('board.building', { label: b.label, remaining: b.remaining, cf: b.cf }),
      colour: '#8e44ad',
      hexes: [b.hex],
    });
  if (los)
    overlays.push({
      id: 'los',
      kind: 'line',
      label: los.blocked ? tr('board.blocked', { reason: los.reason ?? '' }) : tr('board.clear'),
      colour: los.blocked ? '#7f8c8d' : '#27ae60',
      hexes: los.hexes,
    });
  return (
    <div className="battle-board">
      <BoardView map={map} units={units} overlays={overlays} onHexClick={emitHexClick} readable focus={focus} legend />
      {message && (
        <p className={`board-message${message.problem ? ' problem' : ''}`} role="status" data-testid="board-message">
          {message.text}
        </p>
      )}
      <p className="hint" data-testid="board-legend">
        {units.map((u) => tr('board.legendUnit', { label: u.label, hex: state.positions[u.id]!.hex, facing: u.facing })).join(' · ')}
        {buildings.map((b) => tr('board.legendBuilding', { label: b.label, hex: b.hex, remaining: b.remaining, cf: b.cf })).join('')}
        {path ? tr('board.legendPreview', { hex: path.end.hex, facing: path.end.facing, mp: path.mpUsed, mode: modeWord(tr, path.mode) }) : ''}
        {los
          ? los.blocked
            ? los.blockedAt
              ? tr('board.legendLosBlockedAt', { hex: los.blockedAt, distance: los.distance })
              : tr('board.legendLosBlocked', { distance: los.distance })
            : tr('board.legendLosClear', { distance: los.distance })
          : ''}
      </p>
    </div>
  );
}
