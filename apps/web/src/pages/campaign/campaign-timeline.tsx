import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { campaignText, scenarioTitle } from './campaign-words';
import { type CampaignEvent, type TimelineTurn } from '@marshal/campaign';
import { type Modifier, makeRuling } from '@marshal/core';
import { formatSource } from '../../i18n/source-text';
import { RulingView } from '../../components/ruling-view';
import { Link } from '../../router';

const signed = (v: number) => (v >= 0 ? `+${v}` : `−${Math.abs(v)}`);

function ModifierTable({ caption, modifiers, total }: { caption: string; modifiers: readonly Modifier[]; total: number }) {
  const engine = useEngineText();
  return (
    <table className="modifiers">
      <caption>{caption}</caption>
      <tbody>
        {modifiers.map((m, i) => (
          <tr key={`${m.id}-${i}`}>
            <td className="num">{signed(m.value)}</td>
            <td>{engine.modifier(m)}</td>
            <td className="source">{formatSource(m.source)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td className="num">= {signed(total)}</td>
          <th scope="row" colSpan={2}>
            {caption}
          </th>
        </tr>
      </tfoot>
    </table>
  );
}

/** The rulings and breakdowns behind an event, expandable. */
function EventDetail({ e, name }: { e: CampaignEvent; name: (id: string) => string }) {
  const { t: tr } = useTranslation('campaign');
  if (e.type === 'landingAttacksRolled')
    return <RulingView ruling={makeRuling({ id: 'landing-attack', label: tr('timeline.landingAttacks', { unit: name(e.unit) }), modifiers: e.modifiers })} />;
  if (e.type === 'landingRolled')
    return (
      <details>
        <summary>{tr('timeline.landingRow', { min: e.row.min, max: e.row.max })}</summary>
        <p className="source">{formatSource(e.row.source)}</p>
        <p className="source">{tr('timeline.modifierSource', { source: formatSource(e.modifier.source) })}</p>
      </details>
    );
  if (e.type === 'meetingEngagementRolled')
    return (
      <details className="meeting-breakdown">
        <summary>{tr('timeline.meeting', { modifier: signed(e.modifier), attacker: signed(e.attackerTotal), defender: signed(e.defenderTotal) })}</summary>
        {e.lances.map((l) => (
          <ModifierTable key={l.lance} caption={tr('timeline.lance', { side: tr(`side.${l.side}`), name: l.name })} modifiers={l.modifiers} total={l.total} />
        ))}
        {e.sideModifiers.length > 0 && (
          <ModifierTable caption={tr('timeline.oncePerSide')} modifiers={e.sideModifiers} total={e.sideModifiers.reduce((a, m) => a + m.value, 0)} />
        )}
        <p className="source">
          {tr('timeline.table', { title: campaignText(e.row.title), label: campaignText(e.row.label), source: formatSource(e.row.source) })}
        </p>
      </details>
    );
  if ('source' in e && typeof e.source === 'object' && e.source && 'kind' in e.source && e.type !== 'battleReported')
    return (
      <details className="event-source">
        <summary>{tr('timeline.rule')}</summary>
        <span className="source">{formatSource(e.source)}</span>
      </details>
    );
  return null;
}

/** The digital battle an event names, linked to its page. */
function battleOf(e: CampaignEvent): string | null {
  if (e.type === 'digitalBattleStarted') return e.battle;
  if (e.type === 'battleReported' && e.source.kind === 'digital') return e.source.recordId;
  return null;
}

/** Each operational turn: its scenario, every roll with its ruling, the outcome and the costs. */
export function CampaignTimeline({ turns, name }: { turns: readonly TimelineTurn[]; name: (id: string) => string }) {
  const { t: tr } = useTranslation('campaign');
  useEngineText();
  return (
    <section className="panel" aria-labelledby="timeline">
      <h2 id="timeline">{tr('timeline.heading')}</h2>
      <ol className="campaign-timeline">
        {turns.map((t) => (
          <li key={t.turn} data-turn={t.turn}>
            <h3>
              {tr('timeline.turn', { turn: t.turn, scenario: scenarioTitle(t.scenario) })}
              {t.attempt > 1 ? tr('timeline.attempt', { n: t.attempt }) : ''} —{' '}
              {t.winner ? tr('timeline.wonBy', { side: tr(`side.${t.winner}`) }) : tr('timeline.inProgress')}
            </h3>
            <p className="hint">
              {tr('timeline.costs', { attacker: tr('side.attacker'), a: t.costs.attacker, defender: tr('side.defender'), d: t.costs.defender })}
            </p>
            <ul>
              {t.entries.flatMap((en) => [
                ...en.rolls.map((r, i) => (
                  <li key={`${en.seq}-r${i}`} className="roll">
                    {tr('timeline.rolled')} {r.notation} [{r.faces.join(', ')}] = {r.total} — {campaignText(r.purpose)}
                  </li>
                )),
                ...en.events
                  .filter((x) => x.event.type !== 'turnStarted')
                  .map((x, i) => (
                    <li key={`${en.seq}-e${i}`} data-event={x.event.type}>
                      {campaignText(x.text)} <EventDetail e={x.event} name={name} />
                      {battleOf(x.event) && (
                        <>
                          {' '}
                          <Link to={`/battles/${battleOf(x.event)}`}>{tr('timeline.openBattle')}</Link>
                        </>
                      )}
                    </li>
                  )),
              ])}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
