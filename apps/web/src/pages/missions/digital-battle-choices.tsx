import { useApi } from '../../use-api';

export type Edge = '' | 'north' | 'south' | 'east' | 'west';

/** The digital battle's own choices: the attacker's edge and the boards (bundled sheets by name). */
export function DigitalBattleChoices({
  edge,
  onEdge,
  boards,
  onBoards,
  inTurns,
  deployInTurns,
  onDeployInTurns,
}: {
  edge: Edge;
  onEdge: (e: Edge) => void;
  boards: string;
  onBoards: (b: string) => void;
  /** The mission's sides take it in turn to deploy (its rule in words), or null. */
  inTurns: string | null;
  deployInTurns: boolean;
  onDeployInTurns: (v: boolean) => void;
}) {
  const boardList = useApi<string[]>('/maps/boards');
  return (
    <>
      <label>
        Attacker's edge{' '}
        <select value={edge} onChange={(e) => onEdge(e.target.value as Edge)} aria-label="Attacker's edge for the digital battle">
          <option value="">as the mission allows</option>
          {['north', 'south', 'east', 'west'].map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Boards{' '}
        <input
          list="mission-boards"
          value={boards}
          onChange={(e) => onBoards(e.target.value)}
          size={40}
          placeholder="blank: grassland sheets"
          aria-label="Boards for the digital battle (comma-separated)"
        />
        <datalist id="mission-boards">
          {(boardList.data ?? []).map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
      </label>
      {inTurns && (
        <>
          {' '}
          <label title={inTurns}>
            <input type="checkbox" checked={deployInTurns} onChange={(e) => onDeployInTurns(e.target.checked)} /> Deploy in turns on the battle's board (
            {inTurns}); unticked, Marshal places every unit in its zone
          </label>
        </>
      )}
    </>
  );
}
