import { useMemo } from 'react';
import { type BattleState, lineOfSight } from '@marshal/battletech';
import { parseHexLabel } from '@marshal/core';
import { type BoardOverlay, type BoardUnit, BoardView } from '../maps/board-view';
import { type Preview, sideColour } from './battle-model';

/** The battle on the board: unit counters with facing, objective buildings standing, the path of the orders being written, and the line of sight to a chosen target. */
export function BattleBoard({ state, preview, from, target }: { state: BattleState; preview?: Preview | null; from?: string | null; target?: string | null }) {
  const units: BoardUnit[] = useMemo(
    () =>
      Object.entries(state.positions)
        .filter(([id]) => state.units[id] && !state.units[id].destroyed && !state.withdrawn.includes(id))
        .map(([id, p]) => ({
          id,
          hex: parseHexLabel(p.hex),
          facing: p.facing,
          label: `${state.units[id]!.name} (${state.sideOf[id]})`,
          colour: sideColour(state, state.sideOf[id]!),
        })),
    [state],
  );
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
  const overlays: BoardOverlay[] = [];
  if (preview?.result)
    overlays.push({
      id: 'path',
      kind: 'path',
      label: `Movement preview: ends ${preview.result.end.hex}`,
      colour: '#f1c40f',
      hexes: preview.result.steps.map((s) => s.hex),
    });
  const buildings = Object.values(state.buildings ?? {}).filter((b) => !b.destroyed);
  for (const b of buildings)
    overlays.push({ id: `building-${b.id}`, kind: 'objective', label: `${b.label}: CF ${b.remaining} of ${b.cf}`, colour: '#8e44ad', hexes: [b.hex] });
  if (los)
    overlays.push({
      id: 'los',
      kind: 'line',
      label: los.blocked ? `Line of sight blocked: ${los.reason ?? ''}` : 'Line of sight clear',
      colour: los.blocked ? '#7f8c8d' : '#27ae60',
      hexes: los.hexes,
    });
  return (
    <div className="battle-board">
      <BoardView map={state.map} units={units} overlays={overlays} />
      <p className="hint" data-testid="board-legend">
        {units.map((u) => `${u.label} at ${state.positions[u.id]!.hex} facing ${u.facing}`).join(' · ')}
        {buildings.map((b) => ` · ${b.label} at ${b.hex} (CF ${b.remaining} of ${b.cf})`).join('')}
        {preview?.result
          ? ` · preview ends ${preview.result.end.hex} facing ${preview.result.end.facing} (${preview.result.mpUsed} MP, ${preview.result.mode})`
          : ''}
        {los ? ` · line of sight ${los.blocked ? `blocked${los.blockedAt ? ` at ${los.blockedAt}` : ''}` : 'clear'} (${los.distance} hexes)` : ''}
      </p>
    </div>
  );
}
