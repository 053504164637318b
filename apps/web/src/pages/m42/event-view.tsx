import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatSource } from '../../i18n/source-text';
import { type M42Event, type M42Names, checkText, conditionText, gameWonText, victoryText } from '@marshal/m42';
import { RulingView } from '../../components/ruling-view';
import { useEngineText } from '../../i18n/engine-text';

const rolled = (t: TFunction<'m42'>, roll: { faces: readonly number[]; total: number } | null) =>
  roll ? t('event.rolled', { faces: roll.faces.join('+'), total: roll.total }) : t('event.noRoll');

type Victory = Extract<M42Event, { type: 'victoryChecked' }>;
type Change = Extract<M42Event, { type: 'tableUpdated' }>['changes'][number];
const UNIT_STATUS = { alive: 'table.alive', destroyed: 'table.destroyed', reserve: 'table.reserve' } as const;
const OFFICER_STATUS = { 'on-table': 'table.onTable', reserve: 'table.reserve', dead: 'table.dead' } as const;

/** One change recorded at the table, in names: "Command Squad: destroyed", "Captain: dead", "Central objective held by Red Company". */
function tableChange(c: Change, names: M42Names, tr: TFunction<'m42'>): string {
  switch (c.kind) {
    case 'unit': {
      const what = [
        c.status ? tr(UNIT_STATUS[c.status]) : null,
        c.suppression !== undefined ? tr('event.changeMarkers', { count: c.suppression }) : null,
        c.hitCountDie !== undefined ? (c.hitCountDie === null ? tr('event.changeNoDie') : tr('event.changeDie', { die: c.hitCountDie })) : null,
      ].filter(Boolean);
      return `${names.unit(c.player, c.unit)}: ${what.join(', ')}`;
    }
    case 'officer':
      return `${names.officer?.(c.player, c.officer) ?? c.officer}: ${tr(OFFICER_STATUS[c.status])}`;
    case 'objective':
      return tr('event.changeHeld', { label: names.objective(c.objective), by: c.heldBy ? names.player(c.heldBy) : tr('table.nobody') });
    case 'hostage':
      return tr('event.changeEscorted', { label: names.hostage(c.hostage), by: c.escortedOffBy ? names.player(c.escortedOffBy) : tr('table.nobodyYet') });
  }
}

/**
 * One step's result: what was decided, every ruling expandable to its modifiers and sources. Players, units,
 * objectives and hostages are named (`names`, from the battle); the record keeps their ids and is never rewritten.
 * A game won on victory conditions is explained by the check it came with (`victory`).
 */
export function M42EventView({ event: e, names, players, victory }: { event: M42Event; names: M42Names; players: readonly string[]; victory?: Victory }) {
  const { t: tr } = useTranslation('m42');
  const engine = useEngineText();
  switch (e.type) {
    case 'moraleChecked':
      return (
        <div className="m42-result" data-step="morale">
          <p className="m42-verdict">
            <strong>{tr('event.morale')}</strong> {engine.m42(e.explanation)}
          </p>
          {e.votes && <p>{tr('event.votes', { passes: e.votes.passes, failures: e.votes.failures })}</p>}
          <ul className="m42-tests">
            {e.tests.map((t, i) => (
              <li key={i}>
                {t.attempt > 1 ? tr('event.reroll') : ''}
                {t.tester ? t.tester.name : tr('event.noOfficer')}: {rolled(tr, t.roll)} → <strong>{t.success ? tr('event.pass') : tr('event.fail')}</strong>
                <RulingView ruling={t.ruling} />
              </li>
            ))}
          </ul>
          <p className="source">{e.sources.map(formatSource).join(' · ')}</p>
        </div>
      );
    case 'victoryChecked':
      return (
        <div className="m42-result" data-step="victory">
          <p className="m42-verdict">
            <strong>{tr('event.victory')}</strong> {engine.m42(victoryText(e, names))}
          </p>
          <ul>
            {e.checks.map((c, i) => (
              <li key={i}>
                {c.met ? '✔' : '✘'} {engine.m42(conditionText(c.condition, names))} — {engine.m42(checkText(c, players, names))}
              </li>
            ))}
          </ul>
          <p className="source">{e.sources.map(formatSource).join(' · ')}</p>
        </div>
      );
    case 'gameWon':
      return (
        <p className="m42-verdict m42-game-over" role="status">
          <strong>{tr('event.gameOver', { winner: names.player(e.winner) })}</strong> {engine.m42(gameWonText(e, names, victory))}{' '}
          <span className="source">[{formatSource(e.source)}]</span>
        </p>
      );
    case 'suppressionUpdated':
      return (
        <div className="m42-result" data-step="suppression">
          <p className="m42-verdict">
            <strong>{tr('event.suppression')}</strong> {e.changes.length ? tr('event.changes', { count: e.changes.length }) : tr('event.nothing')}
          </p>
          <ul>
            {e.changes.map((c) => (
              <li key={`${c.player}-${c.unit}`}>
                {tr('event.markers', { unit: names.unit(c.player, c.unit), before: c.markersBefore, after: c.markersAfter })}
                {c.hitCountDieRemoved !== null ? tr('event.dieRemoved', { die: c.hitCountDieRemoved }) : ''}
              </li>
            ))}
          </ul>
          <p className="source">{e.sources.map(formatSource).join(' · ')}</p>
        </div>
      );
    case 'reservesRolled':
      return (
        <div className="m42-result" data-step="reserves">
          <p className="m42-verdict">
            <strong>{tr('event.reserves')}</strong> {engine.m42(e.explanation)}
          </p>
          <ul className="m42-tests">
            {e.rolls.map((r) => (
              <li key={r.unit}>
                {names.unit(e.player, r.unit)}: {rolled(tr, r.roll)} → <strong>{r.arrived ? tr('event.arrives') : tr('event.stays')}</strong>
                <RulingView ruling={r.ruling} />
              </li>
            ))}
          </ul>
          <p className="source">{formatSource(e.rule.source)}</p>
        </div>
      );
    case 'phaseCompleted':
      return <p>{tr('event.phaseComplete', { player: names.player(e.player) })}</p>;
    case 'turnEnded':
      return <p>{tr('event.turnPasses', { player: names.player(e.nextPlayer), turn: e.turn })}</p>;
    case 'tableUpdated':
      return (
        <div data-table-update>
          <p>{tr('event.tableUpdated', { count: e.changes.length })}</p>
          <ul>
            {e.changes.map((c, i) => (
              <li key={i}>{tableChange(c, names, tr)}</li>
            ))}
          </ul>
        </div>
      );
  }
}
