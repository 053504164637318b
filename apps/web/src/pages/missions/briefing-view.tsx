import { formatSource } from '../../i18n/source-text';
import type { Briefing } from '@marshal/missions';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { useRuleText } from '../../i18n/rule-text';

/** The set-up sheet, laid out to print (one page for the referee, or per side). */
export function BriefingView({ briefing, side }: { briefing: Briefing; side?: 'attacker' | 'defender' }) {
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const rule = useRuleText();
  const say = engine.briefing;
  const b = briefing;
  const show = (who: string) => !side || who === side || who === 'objective';
  return (
    <section className="panel briefing" aria-label={tr('briefing.label')}>
      <h2>
        {b.mission.title} — {side ? tr('briefing.sideBriefing', { side: tr(`side.${side}`) }) : tr('briefing.referee')}
      </h2>
      <p>{tr(`summaries.${b.mission.id}`, { defaultValue: b.mission.summary })}</p>
      {b.problems.length > 0 && (
        <ul className="problems">
          {b.problems.map((p) => (
            <li key={p.message}>{say(p.message)}</li>
          ))}
        </ul>
      )}
      <dl className="facts">
        <dt>{tr('briefing.board')}</dt>
        <dd>
          {tr('briefing.sheets', { count: b.board.sheets })}, {say(b.board.layout.note)}
          {b.board.fixedByMission ? tr('briefing.fixed') : tr('briefing.suggestedFor', { n: b.board.countedUnits })}
          <div className="source">{b.board.reasons.map((r) => `${say(r.text)} [${formatSource(r.source)}]`).join(' · ')}</div>
        </dd>
        <dt>{tr('briefing.forces')}</dt>
        <dd>
          {tr('briefing.force', { side: tr('side.attacker'), units: b.forces.attacker.units, tons: b.forces.attacker.tons })} ·{' '}
          {tr('briefing.force', { side: tr('side.defender'), units: b.forces.defender.units, tons: b.forces.defender.tons })}
        </dd>
        {b.numbers.map((n) => (
          <div key={n.label}>
            <dt>{say(n.label)}</dt>
            <dd>
              {say(n.value)} <span className="source">[{formatSource(n.source)}]</span>
            </dd>
          </div>
        ))}
        <dt>{tr('briefing.withdrawal')}</dt>
        <dd>
          {show('attacker') && <div>{tr('briefing.by', { side: tr('side.attacker'), edge: say(b.withdrawal.attacker) })}</div>}
          {show('defender') && <div>{tr('briefing.by', { side: tr('side.defender'), edge: say(b.withdrawal.defender) })}</div>}
        </dd>
      </dl>
      <h3>{tr('briefing.deployment')}</h3>
      <ul>
        {b.zones
          .filter((z) => show(z.side))
          .map((z) => (
            <li key={z.text}>
              <strong>{tr(`side.${z.side}`)}</strong>: {say(z.text)} <span className="source">[{formatSource(z.source)}]</span>
            </li>
          ))}
      </ul>
      <h3>{tr('briefing.special')}</h3>
      <ul>
        {b.specialRules
          .filter((z) => show(z.side))
          .map((z) => (
            <li key={z.text}>
              <strong>{tr(`side.${z.side}`)}</strong>: {say(z.text)} <span className="source">[{formatSource(z.source)}]</span>
            </li>
          ))}
      </ul>
      <h3>{tr('briefing.rules')}</h3>
      <ul aria-label={tr('briefing.rules')}>
        {b.houseRules.map((r) => (
          <li key={r.id}>
            {rule.optionTitle(r)} <span className="source">[{formatSource(r.source)}]</span>
          </li>
        ))}
        {b.optionalRules.map((r) => (
          <li key={r.id}>
            {tr('briefing.optional', { title: rule.optionTitle(r) })} <span className="source">[{formatSource(r.source)}]</span>
          </li>
        ))}
      </ul>
      <h3>{tr('briefing.track')}</h3>
      <ol className="turn-track">
        {b.turnTrack.map((t) => (
          <li key={t.text}>{tr('briefing.after', { turn: t.afterTurn, text: say(t.text) })}</li>
        ))}
      </ol>
    </section>
  );
}
