import './campaign.css';
import { type CampaignCommandInput, type CampaignRules, type CampaignState, campaignModule, campaignRules, campaignTimeline } from '@marshal/campaign';
import { resolveRuleset } from '@marshal/core';
import { formatSource } from '../../i18n/source-text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiceEntry } from '../../components/dice-entry';
import { InlineAction } from '../../components/inline-action';
import { useEngineText } from '../../i18n/engine-text';
import { useGame } from '../../use-game';
import { CampaignActions } from './campaign-actions';
import { ScenarioBriefings } from './campaign-briefings';
import { ScenarioChain } from './campaign-chain';
import { LogisticsPlot } from './campaign-logistics';
import { CampaignTables } from './campaign-tables';
import { CampaignTimeline } from './campaign-timeline';
import { campaignText, lanceName, scenarioTitle, unitNames } from './campaign-words';
import { DigitalBattlePanel, ReinforcementsForm, damageText } from './digital-battle';
import { SupportForm } from './support-form';
import { SignInNeeded } from '../../components/sign-in-needed';

/** One campaign: where it stands, what to do next, its forces, and the timeline of every turn. */
export function CampaignPage({ id }: { id: string }) {
  const { t: tr } = useTranslation('campaign');
  const engine = useEngineText();
  const { game, pending, message, busy, send, enterDice, cancelDice } = useGame<CampaignState, CampaignCommandInput>(id);
  if (game.error)
    return (
      <div className="page">
        <p className="error-message" role="alert">
          {game.error.message}
        </p>
        <SignInNeeded error={game.error} />
      </div>
    );
  if (!game.data)
    return (
      <div className="page">
        <p>{tr('page.loading')}</p>
      </div>
    );
  const s = game.data.state;
  const base = resolveRuleset(campaignModule.options, campaignModule.baseRules, game.data.header.ruleset).rules as CampaignRules;
  const rules = campaignRules(s, base);
  const name = unitNames(s);
  const lance = (lid: string) => lanceName(s, lid) ?? lid;
  const turns = campaignTimeline(game.data.entries as never, name, lance);
  return (
    <div className="page campaign">
      <h1>{s.title}</h1>
      <p className="lede">
        {tr('page.goal', { goal: s.goal.description })}
        {s.goal.turnLimit ? tr('page.within', { count: s.goal.turnLimit }) : ''} · {tr('page.dice')}{' '}
        {game.data.dice === 'physical' ? tr('page.physical') : tr('page.seeded')} · <a href={`/api/games/${id}/record`}>{tr('page.record')}</a>
      </p>
      <section className="panel" aria-labelledby="now">
        <h2 id="now">
          {s.ended
            ? tr('page.over')
            : tr('page.turn', { turn: s.turn, scenario: scenarioTitle(s.scenario.type) }) +
              (s.scenario.attempt > 1 ? tr('page.attempt', { n: s.scenario.attempt }) : '')}
        </h2>
        {s.ended ? (
          <p role="status">
            {tr('page.wins', { side: tr(`side.${s.ended.winner}`), reason: engine.reason(s.ended.reason) })}{' '}
            <span className="source">[{formatSource(s.ended.source)}]</span>
          </p>
        ) : (
          <p role="status">
            {s.scenario.status === 'awaiting-roll'
              ? tr('page.awaitingRoll')
              : s.scenario.status === 'awaiting-battle'
                ? tr('page.awaitingBattle')
                : tr(s.scenario.noBattle ? 'page.decidedNoBattle' : 'page.decided', { side: tr(`side.${s.scenario.winner}`) })}
          </p>
        )}
        <ul>
          {(['attacker', 'defender'] as const).map((side) => (
            <li key={side}>
              {tr(`side.${side}`)} <strong>{s.sides[side].name}</strong>: {tr('page.spent', { spent: s.sides[side].spent })}
              {s.sides[side].supply !== undefined ? tr('page.ofSupply', { supply: s.sides[side].supply }) : ''}
              {s.sides[side].owed ? tr('page.owed', { owed: s.sides[side].owed }) : ''}
            </li>
          ))}
        </ul>
      </section>
      <ScenarioChain s={s} rules={rules} />
      {message && <Refusal text={engine.reason(message)} />}
      {pending && <DiceEntry need={pending.need} onEnter={enterDice} onCancel={cancelDice} />}
      {!s.ended && !pending && <CampaignActions key={`${s.turn}-${s.scenario.status}`} s={s} rules={rules} busy={busy} send={send} />}
      {!s.ended && (
        <div>
          <ConcedeForm busy={busy} send={send} />
        </div>
      )}
      <DigitalBattlePanel key={`battle-${s.turn}-${s.scenario.battle?.id ?? ''}`} id={id} s={s} version={game.data.game.version} reload={game.reload} />
      <ReinforcementsForm id={id} s={s} rules={rules} version={game.data.game.version} reload={game.reload} />
      {!s.ended && <SupportForm s={s} busy={busy} send={send} />}
      <section className="panel" aria-labelledby="forces">
        <h2 id="forces">{tr('page.forces')}</h2>
        {/* A table on a wide screen; on a phone each unit is a card of labelled lines (campaign.css), nothing to scroll. */}
        <table className="campaign-forces cards-on-phone" aria-label={tr('page.unitTable')}>
          <thead>
            <tr>
              <th scope="col">{tr('page.unit')}</th>
              <th scope="col">{tr('page.sideCol')}</th>
              <th scope="col">{tr('page.group')}</th>
              <th scope="col">{tr('page.lance')}</th>
              <th scope="col">{tr('page.status')}</th>
              <th scope="col">{tr('page.damage')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(s.units).map((u) => (
              <tr key={u.unit.id} data-unit={u.unit.id}>
                <th scope="row">{name(u.unit.id)}</th>
                <td data-label={tr('page.sideCol')}>{tr(`side.${u.side}`)}</td>
                <td data-label={tr('page.group')}>
                  {s.groups[u.group]?.name} ({campaignText(s.groups[u.group]?.role ?? '')})
                </td>
                <td data-label={tr('page.lance')}>{lance(u.lance)}</td>
                <td data-label={tr('page.status')}>{tr(`page.statuses.${u.status}`)}</td>
                <td data-label={tr('page.damage')}>{damageText(u, tr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ScenarioBriefings s={s} rules={rules} />
      <LogisticsPlot s={s} />
      <CampaignTimeline turns={turns} name={name} />
      <CampaignTables rules={rules} />
    </div>
  );
}

/** Conceding ends the campaign: asked in the page, with the side and the reason. */
function ConcedeForm({ busy, send }: { busy: boolean; send: (c: { type: 'concede'; side: 'attacker' | 'defender'; reason: string }) => void }) {
  const { t: tr } = useTranslation('campaign');
  const [side, setSide] = useState<'attacker' | 'defender'>('attacker');
  const [reason, setReason] = useState('');
  return (
    <InlineAction
      label={tr('page.concede')}
      title={tr('page.concedeTitle')}
      busy={busy}
      ready={reason.trim() !== ''}
      onConfirm={() => send({ type: 'concede', side, reason: reason.trim() })}
    >
      <label>
        {tr('page.concedes')}{' '}
        <select value={side} onChange={(e) => setSide(e.target.value as 'attacker' | 'defender')}>
          <option value="attacker">{tr('side.attacker')}</option>
          <option value="defender">{tr('side.defender')}</option>
        </select>
      </label>
      <label>
        {tr('page.why')} <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
    </InlineAction>
  );
}

/**
 * Why the campaign refused what was sent. It stands above the actions, while the form that sent it (support, concede,
 * reinforcements) may be far below on a phone: brought into view, so the person sees the answer to their click.
 */
function Refusal({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [text]);
  return (
    <p ref={ref} className="error-message" role="alert">
      {text}
    </p>
  );
}
