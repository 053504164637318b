import { formatSource } from '@marshal/core';
import { type MissionState, type UnitState, generalRetreatOf, withdrawalStanding } from '@marshal/missions';

const CREW: Readonly<Record<UnitState['crew'], string>> = {
  aboard: 'crew aboard',
  killed: 'crew killed',
  escaped: 'crew ejected',
  'bailed-out': 'crew bailed out',
};

/** The damage reported for a unit so far, in words (or "no damage reported"). */
export function damageSummary(u: UnitState): string {
  const f = u.facts;
  const bits: string[] = [];
  if (f.armourStripped.length) bits.push(`armour gone: ${f.armourStripped.join(', ')}`);
  if (f.destroyed.length) bits.push(`destroyed: ${f.destroyed.join(', ')}`);
  if (f.walkMp !== undefined && f.walkMp !== u.unit.walkMp) bits.push(`walking ${f.walkMp} of ${u.unit.walkMp} MP`);
  if (f.strength !== undefined && f.strength !== u.unit.strength) bits.push(`${f.strength} of ${u.unit.strength ?? '?'} troopers`);
  return bits.length ? bits.join(' · ') : 'no damage reported';
}

/** A unit's reported damage, crew and withdrawal state on its row, each withdrawal reason with its rule. */
export function UnitStanding({ s, u }: { s: MissionState; u: UnitState }) {
  const w = withdrawalStanding(s, u);
  const state = u.mustWithdraw ? 'must withdraw' : u.forcedWithdrawal ? 'meets Forced Withdrawal' : 'not withdrawing';
  return (
    <dl className="unit-standing">
      <dt>Damage</dt>
      <dd data-field="damage">{damageSummary(u)}</dd>
      <dt>Status</dt>
      <dd data-field="status">
        {u.status} · {CREW[u.crew]}
        {u.exit ? ` · left by the ${u.exit.edge} edge in turn ${u.exit.turn}` : ''}
      </dd>
      <dt>Withdrawal</dt>
      <dd data-field="withdrawal">
        {state}
        {(w.forced.length > 0 || w.must) && (
          <ul className="reasons">
            {w.forced.map((r) => (
              <li key={r.text}>
                {r.text} <span className="source">[{formatSource(r.source)}]</span>
              </li>
            ))}
            {w.must && (
              <li>
                {w.must.text} <span className="source">[{formatSource(w.must.source)}]</span>
              </li>
            )}
          </ul>
        )}
      </dd>
    </dl>
  );
}

/** General Retreat, for each side that has signalled one, with the rule. */
export function GeneralRetreatNotice({ s }: { s: MissionState }) {
  const sides = (['attacker', 'defender'] as const).map((side) => [side, generalRetreatOf(s, side)] as const).filter(([, r]) => r);
  if (!sides.length) return null;
  return (
    <section className="panel general-retreat" aria-label="General Retreat">
      <h2>General Retreat</h2>
      <ul>
        {sides.map(([side, r]) => (
          <li key={side} data-side={side}>
            <strong>{side}</strong>: {r!.text} <span className="source">[{formatSource(r!.source)}]</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
