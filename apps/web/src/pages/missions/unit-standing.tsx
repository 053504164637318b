import { formatSource } from '../../i18n/source-text';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { i18next } from '../../i18n/i18n';
import { type MissionState, type UnitState, generalRetreatOf, withdrawalStanding } from '@marshal/missions';

/**
 * What became of a unit's crew, in the one wording the wash-up, the unit's row and its standing share, as the tracker's
 * events have it: a passed Crew Survival roll is "escaped the wreck" (nobody ejects here), a crew leaving an abandoned
 * unit "bailed out". `crewWords` is the fate alone (the wash-up's Crew column); `crewLine` says whose ("crew escaped the wreck").
 */
export const crewWords = (crew: UnitState['crew']): string => i18next.t(`unit.crewState.${crew}`, { ns: 'missions' });
export const crewLine = (crew: UnitState['crew']): string => i18next.t('standing.crew', { ns: 'missions', fate: crewWords(crew) });

/** The damage reported for a unit so far, in words (or "no damage reported"). */
export function damageSummary(u: UnitState): string {
  const f = u.facts;
  const bits: string[] = [];
  if (f.armourStripped.length) bits.push(i18next.t('standing.armourGone', { ns: 'missions', list: f.armourStripped.join(', ') }));
  if (f.destroyed.length) bits.push(i18next.t('standing.destroyed', { ns: 'missions', list: f.destroyed.join(', ') }));
  if (f.walkMp !== undefined && f.walkMp !== u.unit.walkMp) bits.push(i18next.t('standing.walking', { ns: 'missions', now: f.walkMp, max: u.unit.walkMp }));
  if (f.strength !== undefined && f.strength !== u.unit.strength)
    bits.push(i18next.t('standing.troopers', { ns: 'missions', now: f.strength, max: u.unit.strength ?? '?' }));
  return bits.length ? bits.join(' · ') : i18next.t('standing.none', { ns: 'missions' });
}

/** A unit's reported damage, crew and withdrawal state on its row, each withdrawal reason with its rule. */
export function UnitStanding({ s, u }: { s: MissionState; u: UnitState }) {
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const w = withdrawalStanding(s, u);
  const state = u.mustWithdraw ? tr('standing.must') : u.forcedWithdrawal ? tr('standing.forced') : tr('standing.not');
  return (
    <dl className="unit-standing">
      <dt>{tr('standing.damage')}</dt>
      <dd data-field="damage">{damageSummary(u)}</dd>
      <dt>{tr('standing.status')}</dt>
      <dd data-field="status">
        {tr(`unit.status.${u.status}`)} · {crewLine(u.crew)}
        {u.exit ? tr(u.exit.displaced ? 'standing.pushed' : 'standing.left', { by: tr(`unit.exits.${u.exit.edge}`), turn: u.exit.turn }) : ''}
      </dd>
      <dt>{tr('standing.withdrawal')}</dt>
      <dd data-field="withdrawal">
        {state}
        {(w.forced.length > 0 || w.must) && (
          <ul className="reasons">
            {w.forced.map((r) => (
              <li key={r.text}>
                {engine.mission(r.text)} <span className="source">[{formatSource(r.source)}]</span>
              </li>
            ))}
            {w.must && (
              <li>
                {engine.mission(w.must.text)} <span className="source">[{formatSource(w.must.source)}]</span>
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
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const sides = (['attacker', 'defender'] as const).map((side) => [side, generalRetreatOf(s, side)] as const).filter(([, r]) => r);
  if (!sides.length) return null;
  return (
    <section className="panel general-retreat" aria-label={tr('standing.retreat')}>
      <h2>{tr('standing.retreat')}</h2>
      <ul>
        {sides.map(([side, r]) => (
          <li key={side} data-side={side}>
            <strong>{tr(`side.${side}`)}</strong>: {engine.mission(r!.text)} <span className="source">[{formatSource(r!.source)}]</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
