import { type Source } from '@marshal/core';
import { formatSource } from '../../i18n/source-text';
import { useTranslation } from 'react-i18next';
import { RulingView } from '../../components/ruling-view';
import { useEngineText } from '../../i18n/engine-text';
import type { HitReport } from '@marshal/battletech';
import type { AttackAnswer } from './types';

/**
 * The cluster roll's modifier with its source (an Artemis FCS's bonus, or +0 with why it is lost; Narc-guided
 * missiles): alone in the preview, with the roll and the hits in the outcome.
 */
export function ClusterLine({ line, roll }: { line: { value: number; label: string; source: Source }; roll?: { roll: number; hits: number } }) {
  const { t } = useTranslation('combat');
  const engine = useEngineText();
  const value = line.value >= 0 ? `+${line.value}` : `−${Math.abs(line.value)}`;
  const modifier = engine.part(line.label);
  return (
    <p data-testid="cluster-modifier">
      {roll ? t('out.clusterModified', { ...roll, value, modifier }) : t('clusterModifier', { value, modifier })}{' '}
      <span className="source">[{formatSource(line.source)}]</span>
    </p>
  );
}

/** What the dice did: hit or miss, each damage group with transfer and criticals, and every piloting roll. */
function HitItem({ hit, who }: { hit: HitReport; who: string }) {
  const { t } = useTranslation('combat');
  if (hit.cover) return <li>{t('out.cover', { damage: hit.damage, location: hit.location })}</li>;
  return (
    <li data-hit={hit.location}>
      {t(hit.rear ? 'out.hitRear' : 'out.hit', { damage: hit.damage, who, location: hit.location })}{' '}
      {hit.steps
        .map(
          (s) =>
            t(s.destroyed ? 'out.stepDestroyed' : 'out.step', { location: s.location, armor: s.armor, structure: s.structure }) +
            (s.transferredTo ? ` → ${s.transferredTo}` : ''),
        )
        .join('; ')}
      {hit.criticals.map((c, i) => (
        <div key={i} className="critical">
          {t('out.critical', { location: c.location, roll: c.roll })}
          {c.modifier ? ` +${c.modifier}` : ''} → {c.result}
          {c.effects.map((e, j) => (
            <span key={j}> · {e.item ?? e.system}</span>
          ))}
        </div>
      ))}
      {hit.vehicleCriticals.map((v, i) => (
        <div key={`v${i}`}>
          {t('out.vehicleCritical', { location: v.location, roll: v.roll })} → {v.result}
        </div>
      ))}
      {hit.motive && (
        <div>
          {t('out.motive', { total: hit.motive.total })} → {hit.motive.result}
        </div>
      )}
      {hit.pilotHits > 0 && <div>{t('out.pilotHits', { count: hit.pilotHits })}</div>}
    </li>
  );
}

export function OutcomeView({ outcome, names }: { outcome: NonNullable<AttackAnswer['outcome']>; names: { attacker: string; target: string } }) {
  const { t } = useTranslation('combat');
  const a = outcome.attack;
  const name = (unit: string) => (unit === 'attacker' ? names.attacker : names.target);
  return (
    <section className="panel" data-testid="attack-outcome" aria-label={t('out.label')}>
      <h3>{a.roll === null ? t('out.noRoll') : t(a.hit ? 'out.rolledHit' : 'out.rolledMiss', { roll: a.roll })}</h3>
      {'jammed' in a && a.jammed && <p>{t('out.jammed')}</p>}
      {'squad' in a && a.squad && <p>{t('out.squad', { count: a.squad.troopers })}</p>}
      {'cluster' in a && a.cluster && !a.cluster.modifier && <p>{t('out.cluster', { roll: a.cluster.roll, hits: a.cluster.hits })}</p>}
      {'cluster' in a && a.cluster?.modifier && <ClusterLine line={a.cluster.modifier} roll={{ roll: a.cluster.roll, hits: a.cluster.hits }} />}
      {'infantryDamage' in a && a.infantryDamage && <p>{t('out.infantry', { text: a.infantryDamage.explanation })}</p>}
      {'platoon' in a && a.platoon && <p>{t('out.platoon', { text: a.platoon.explanation })}</p>}
      {'swarm' in a && a.explanation && <p>{t('out.antiMech', { text: a.explanation })}</p>}
      <ul>
        {a.hits.map((h, i) => (
          <HitItem key={i} hit={h} who={names.target} />
        ))}
        {('attackerHits' in a ? a.attackerHits : []).map((h, i) => (
          <HitItem key={`a${i}`} hit={h} who={names.attacker} />
        ))}
      </ul>
      {'targetHeat' in a && a.targetHeat ? <p>{t('out.targetHeat', { heat: a.targetHeat })}</p> : null}
      {outcome.phaseEnd
        .filter((r) => r.crash)
        .map((r) => (
          <p key={`crash-${r.unit}`}>{t('out.crash', { name: name(r.unit), elevation: r.crash!.elevation, damage: r.crash!.damage })}</p>
        ))}
      {outcome.phaseEnd
        .filter((r) => r.psrs.length > 0)
        .map((r) => (
          <div key={r.unit} data-psrs={r.unit}>
            <h4>{t('out.psrs', { name: name(r.unit) })}</h4>
            {r.psrs.map((p, i) => (
              <div key={i}>
                <RulingView ruling={p.ruling} />
                <span> {p.roll === null ? t('out.automatic') : t(p.success ? 'out.staysUp' : 'out.falls', { roll: p.roll })}</span>
              </div>
            ))}
            {r.fall && <p>{t('out.fall', { side: t(`fallSide.${r.fall.facing.side}`, { defaultValue: r.fall.facing.side }), damage: r.fall.damage })}</p>}
          </div>
        ))}
    </section>
  );
}
