import { formatSource } from '@marshal/core';
import type { Briefing } from '@marshal/missions';

/** The set-up sheet, laid out to print (one page for the referee, or per side). */
export function BriefingView({ briefing, side }: { briefing: Briefing; side?: 'attacker' | 'defender' }) {
  const b = briefing;
  const show = (who: string) => !side || who === side || who === 'objective';
  return (
    <section className="panel briefing" aria-label="Set-up sheet">
      <h2>
        {b.mission.title} — {side ? `${side} briefing` : 'referee sheet'}
      </h2>
      <p>{b.mission.summary}</p>
      {b.problems.length > 0 && (
        <ul className="problems">
          {b.problems.map((p) => (
            <li key={p.message}>{p.message}</li>
          ))}
        </ul>
      )}
      <dl className="facts">
        <dt>Board</dt>
        <dd>
          {b.board.sheets} sheet{b.board.sheets === 1 ? '' : 's'}, {b.board.layout.note}
          {b.board.fixedByMission ? ' (set by the mission)' : ` — suggested for ${b.board.countedUnits} counted units`}
          <div className="source">{b.board.reasons.map((r) => `${r.text} [${formatSource(r.source)}]`).join(' · ')}</div>
        </dd>
        <dt>Forces</dt>
        <dd>
          attacker {b.forces.attacker.units} units, {b.forces.attacker.tons} t · defender {b.forces.defender.units} units, {b.forces.defender.tons} t
        </dd>
        {b.numbers.map((n) => (
          <div key={n.label}>
            <dt>{n.label}</dt>
            <dd>
              {n.value} <span className="source">[{formatSource(n.source)}]</span>
            </dd>
          </div>
        ))}
        <dt>Withdrawal</dt>
        <dd>
          {show('attacker') && <div>attacker: by the {b.withdrawal.attacker}</div>}
          {show('defender') && <div>defender: by the {b.withdrawal.defender}</div>}
        </dd>
      </dl>
      <h3>Deployment</h3>
      <ul>
        {b.zones
          .filter((z) => show(z.side))
          .map((z) => (
            <li key={z.text}>
              <strong>{z.side}</strong>: {z.text} <span className="source">[{formatSource(z.source)}]</span>
            </li>
          ))}
      </ul>
      <h3>Special rules</h3>
      <ul>
        {b.specialRules
          .filter((z) => show(z.side))
          .map((z) => (
            <li key={z.text}>
              <strong>{z.side}</strong>: {z.text} <span className="source">[{formatSource(z.source)}]</span>
            </li>
          ))}
      </ul>
      <h3>Rules in force</h3>
      <ul aria-label="Rules in force">
        {b.houseRules.map((r) => (
          <li key={r.id}>
            {r.title} <span className="source">[{formatSource(r.source)}]</span>
          </li>
        ))}
        {b.optionalRules.map((r) => (
          <li key={r.id}>
            optional, agreed: {r.title} <span className="source">[{formatSource(r.source)}]</span>
          </li>
        ))}
      </ul>
      <h3>Turn track</h3>
      <ol className="turn-track">
        {b.turnTrack.map((t) => (
          <li key={t.text}>
            after turn {t.afterTurn}: {t.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
