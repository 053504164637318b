import './m42.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveRuleset } from '@marshal/core';
import {
  type M42Event,
  type M42Rules,
  type M42State,
  type PhaseStep,
  bestTester,
  capabilitiesOf,
  ldRuling,
  m42Module,
  m42Names,
  playerById,
  remainingUnits,
} from '@marshal/m42';
import { percent } from '../../components/ruling-view';
import { DiceEntry } from '../../components/dice-entry';
import { OfflineQueue } from '../../components/offline-queue';
import { M42EventView } from './event-view';
import { M42TablePanel, playerName } from './table-panel';
import { useM42Game } from './use-m42-game';

const STEPS: {
  step: Exclude<PhaseStep, 'done'>;
  title: string;
  button: string;
  command: 'checkMorale' | 'checkVictory' | 'updateSuppression' | 'rollReserves';
}[] = [
  { step: 'morale', title: 'phase.steps.morale', button: 'phase.buttons.morale', command: 'checkMorale' },
  { step: 'victory', title: 'phase.steps.victory', button: 'phase.buttons.victory', command: 'checkVictory' },
  { step: 'suppression', title: 'phase.steps.suppression', button: 'phase.buttons.suppression', command: 'updateSuppression' },
  { step: 'reserves', title: 'phase.steps.reserves', button: 'phase.buttons.reserves', command: 'rollReserves' },
];
const order = (s: PhaseStep) => (s === 'done' ? 4 : STEPS.findIndex((x) => x.step === s));

/** The table-side assistant: walks the current player through the four steps of the Starting Phase, one at a time. */
export function M42PhasePage({ id }: { id: string }) {
  const { t } = useTranslation('m42');
  const { game, pending, message, busy, send, enterDice, cancelDice, offline } = useM42Game(id);
  const [officer, setOfficer] = useState('');
  const [useReroll, setUseReroll] = useState(true);
  if (game.error)
    return (
      <div className="page">
        <p className="error-message" role="alert">
          {game.error.message}
        </p>
      </div>
    );
  if (!game.data)
    return (
      <div className="page">
        <p>{t('phase.loading')}</p>
      </div>
    );
  const s = game.data.state;
  const rules = resolveRuleset(m42Module.options, m42Module.baseRules, game.data.header.ruleset).rules as M42Rules;
  const player = playerById(s, s.currentPlayer);
  const lastTurn = game.data.entries.map((e) => e.command.type).lastIndexOf('endTurn');
  const thisPhase: M42Event[] = game.data.entries.slice(lastTurn + 1).flatMap((e) => e.events);
  const names = m42Names(s);
  const playerIds = s.players.map((p) => p.id);
  const victory = thisPhase.findLast((e) => e.type === 'victoryChecked');
  const morale = { ...(officer ? { officer } : {}), ...(useReroll ? {} : { useReroll: false }) };
  const currentRole = t('phase.current', { role: t(`mission.role.${player.role}`) });
  const mission = t('phase.mission', { title: s.mission.title });
  const dice = `${t('phase.dice')} ${game.data.dice === 'physical' ? t('phase.physical') : t('phase.seeded')}`;
  return (
    <div className="page m42-phase">
      <h1>{s.title}</h1>
      <p className="lede">
        {t('phase.turn', { turn: s.turn })} · <strong>{playerName(player)}</strong> {currentRole} · {mission} · {dice} ·{' '}
        <a href={`/api/games/${id}/record`}>{t('phase.record')}</a>
      </p>
      <ol className="m42-steps" aria-label={t('phase.stepsLabel')}>
        {STEPS.map((x, i) => (
          <li key={x.step} aria-current={s.step === x.step && !s.outcome ? 'step' : undefined} className={i < order(s.step) ? 'done' : ''}>
            {t(x.title)}
          </li>
        ))}
      </ol>
      <OfflineQueue offline={offline} />
      {pending && <DiceEntry need={pending.need} onEnter={enterDice} onCancel={cancelDice} />}
      {message && (
        <p className="error-message" role="alert">
          {message}
        </p>
      )}
      {!s.outcome && (
        <section className="panel" aria-label={t('phase.next')}>
          {s.step === 'morale' && (
            <MoraleChoices s={s} rules={rules} officer={officer} setOfficer={setOfficer} useReroll={useReroll} setUseReroll={setUseReroll} />
          )}
          {STEPS.filter((x) => x.step === s.step).map((x) => (
            <button
              key={x.step}
              type="button"
              className="primary"
              disabled={busy || !!pending}
              onClick={() => send(x.command === 'checkMorale' ? { type: 'checkMorale', ...morale } : { type: x.command })}
            >
              {t(x.button)}
            </button>
          ))}{' '}
          {s.step !== 'done' && (
            <button type="button" className="secondary" disabled={busy || !!pending} onClick={() => send({ type: 'startingPhase', ...morale })}>
              {t('phase.rest')}
            </button>
          )}
          {s.step === 'done' && (
            <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'endTurn' })}>
              {t('phase.end', { player: playerName(s.players.find((p) => p.id !== s.currentPlayer)!) })}
            </button>
          )}
        </section>
      )}
      <section className="panel" aria-label={t('phase.this')}>
        <h2>{t('phase.this')}</h2>
        {thisPhase.length === 0 ? (
          <p className="empty">{t('phase.nothing')}</p>
        ) : (
          thisPhase.map((e, i) => <M42EventView key={i} event={e} names={names} players={playerIds} victory={victory} />)
        )}
      </section>
      <M42TablePanel s={s} send={send} busy={busy} />
    </div>
  );
}

function MoraleChoices(props: {
  s: M42State;
  rules: M42Rules;
  officer: string;
  setOfficer: (v: string) => void;
  useReroll: boolean;
  setUseReroll: (v: boolean) => void;
}) {
  const { t } = useTranslation('m42');
  const { s, rules } = props;
  const tf = playerById(s, s.currentPlayer).taskForce;
  const caps = capabilitiesOf(tf.specialRules, rules);
  const { remaining } = remainingUnits(tf);
  const needed = remaining * 2 < tf.startingUnits;
  const officers = tf.officers.filter((o) => o.status === 'on-table').map((o) => ({ kind: 'officer' as const, id: o.id, name: o.name, ld: o.ld }));
  const best = bestTester(rules.ldTest, officers);
  return (
    <div className="m42-morale-choices">
      <p>
        {t('phase.alive', { remaining, starting: tf.startingUnits })} {needed ? t('phase.below') : t('phase.atLeast')}{' '}
        {t('phase.rule', { rule: t(`ldRule.${rules.ldTest.id}`, { defaultValue: rules.ldTest.label }) })}
      </p>
      {needed && caps.moraleProcedure === 'single-check' && officers.length > 0 && (
        <label>
          {t('phase.officer')}
          <select value={props.officer} onChange={(e) => props.setOfficer(e.target.value)}>
            <option value="">{t('phase.best', { name: best?.name })}</option>
            {officers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}, Ld {o.ld}: {percent(ldRuling(rules.ldTest, o).odds.probability)}
              </option>
            ))}
          </select>
        </label>
      )}
      {needed && caps.moraleProcedure === 'single-check' && officers.length === 0 && (
        <p>
          <strong>{t('phase.noOfficer')}</strong>
        </p>
      )}
      {needed && caps.moraleProcedure === 'hive-mind' && <p>{t('phase.hive')}</p>}
      {needed && caps.moraleRerolls > 0 && (
        <label className="inline">
          <input type="checkbox" checked={props.useReroll} onChange={(e) => props.setUseReroll(e.target.checked)} /> {t('phase.fanatical')}
        </label>
      )}
    </div>
  );
}
