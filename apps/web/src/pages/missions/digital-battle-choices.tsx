import { useApi } from '../../use-api';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';

export type Edge = '' | 'north' | 'south' | 'east' | 'west';

/** Who the computer plays in a digital mission or campaign battle (ADR 0058): '' for nobody. */
export type BotSide = '' | 'attacker' | 'defender';

/** The body's `bots` for that choice. */
export const botsFor = (bot: BotSide) => (bot ? { bots: [bot] } : {});

/** The seat the bot leaves to the person (the battle's sides are named after the roles). */
export const personSeat = (bot: Exclude<BotSide, ''>) => (bot === 'attacker' ? 'defender' : 'attacker');

/** The digital battle's own choices: the attacker's edge, the boards (bundled sheets by name) and who plays. */

export function DigitalBattleChoices({
  edge,
  onEdge,
  boards,
  onBoards,
  inTurns,
  deployInTurns,
  onDeployInTurns,
  bot,
  onBot,
}: {
  edge: Edge;
  onEdge: (e: Edge) => void;
  boards: string;
  onBoards: (b: string) => void;
  /** The mission's sides take it in turn to deploy (its rule in words), or null. */
  inTurns: string | null;
  deployInTurns: boolean;
  onDeployInTurns: (v: boolean) => void;
  /** The side the server's computer player fights, or '' when people play both. */
  bot: BotSide;
  onBot: (b: BotSide) => void;
}) {
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const boardList = useApi<string[]>('/maps/boards');
  return (
    <>
      <label>
        {tr('digital.edge')}{' '}
        <select value={edge} onChange={(e) => onEdge(e.target.value as Edge)} aria-label={tr('digital.edgeLabel')}>
          <option value="">{tr('digital.allowed')}</option>
          {['north', 'south', 'east', 'west'].map((x) => (
            <option key={x} value={x}>
              {tr(`digital.edges.${x}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {tr('digital.boards')}{' '}
        <input
          list="mission-boards"
          value={boards}
          onChange={(e) => onBoards(e.target.value)}
          size={40}
          placeholder={tr('digital.boardsPlaceholder')}
          aria-label={tr('digital.boardsLabel')}
        />
        <datalist id="mission-boards">
          {(boardList.data ?? []).map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
      </label>
      <label>
        {tr('digital.opponent')}{' '}
        <select value={bot} onChange={(e) => onBot(e.target.value as BotSide)} aria-label={tr('digital.opponentLabel')}>
          <option value="">{tr('digital.people')}</option>
          <option value="defender">{tr('digital.botDefender')}</option>
          <option value="attacker">{tr('digital.botAttacker')}</option>
        </select>
      </label>{' '}
      {inTurns && (
        <>
          {' '}
          <label title={inTurns}>
            <input type="checkbox" checked={deployInTurns} onChange={(e) => onDeployInTurns(e.target.checked)} />{' '}
            {tr('digital.inTurns', { rule: engine.mission(inTurns ?? '') })}
          </label>
        </>
      )}
    </>
  );
}
