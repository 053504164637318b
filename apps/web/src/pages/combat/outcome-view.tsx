import { RulingView } from '../../components/ruling-view';
import type { HitReport } from '@marshal/battletech';
import type { AttackAnswer } from './types';

/** What the dice did: hit or miss, each damage group with transfer and criticals, and every piloting roll. */
function HitItem({ hit, who }: { hit: HitReport; who: string }) {
  if (hit.cover)
    return (
      <li>
        {hit.damage} damage → {hit.location}: strikes the cover
      </li>
    );
  return (
    <li data-hit={hit.location}>
      {hit.damage} damage → {who} {hit.location}
      {hit.rear ? ' (rear)' : ''}:{' '}
      {hit.steps
        .map(
          (s) =>
            `${s.location} armour −${s.armor}, structure −${s.structure}${s.destroyed ? ' (destroyed)' : ''}${s.transferredTo ? ` → ${s.transferredTo}` : ''}`,
        )
        .join('; ')}
      {hit.criticals.map((c, i) => (
        <div key={i} className="critical">
          critical check {c.location}: roll {c.roll}
          {c.modifier ? ` +${c.modifier}` : ''} → {c.result}
          {c.effects.map((e, j) => (
            <span key={j}> · {e.item ?? e.system}</span>
          ))}
        </div>
      ))}
      {hit.vehicleCriticals.map((v, i) => (
        <div key={`v${i}`}>
          vehicle critical {v.location}: roll {v.roll} → {v.result}
        </div>
      ))}
      {hit.motive && (
        <div>
          motive system: {hit.motive.total} → {hit.motive.result}
        </div>
      )}
      {hit.pilotHits > 0 && <div>pilot takes {hit.pilotHits} hit(s)</div>}
    </li>
  );
}

export function OutcomeView({ outcome, names }: { outcome: NonNullable<AttackAnswer['outcome']>; names: { attacker: string; target: string } }) {
  const a = outcome.attack;
  return (
    <section className="panel" data-testid="attack-outcome" aria-label="Attack result">
      <h3>{a.roll === null ? 'Decided without a roll' : `Rolled ${a.roll}: ${a.hit ? 'hit' : 'miss'}`}</h3>
      {'jammed' in a && a.jammed && <p>The weapon jams (natural roll of 2).</p>}
      {'squad' in a && a.squad && <p>Squad fire: {a.squad.troopers} troopers</p>}
      {'cluster' in a && a.cluster && (
        <p>
          Cluster roll {a.cluster.roll}: {a.cluster.hits} hit
        </p>
      )}
      {'infantryDamage' in a && a.infantryDamage && <p>Against infantry: {a.infantryDamage.explanation}</p>}
      {'platoon' in a && a.platoon && <p>Platoon fire: {a.platoon.explanation}</p>}
      {'swarm' in a && a.explanation && <p>Anti-&apos;Mech attack: {a.explanation}</p>}
      <ul>
        {a.hits.map((h, i) => (
          <HitItem key={i} hit={h} who={names.target} />
        ))}
        {('attackerHits' in a ? a.attackerHits : []).map((h, i) => (
          <HitItem key={`a${i}`} hit={h} who={names.attacker} />
        ))}
      </ul>
      {'targetHeat' in a && a.targetHeat ? <p>Target gains {a.targetHeat} heat</p> : null}
      {outcome.phaseEnd
        .filter((r) => r.crash)
        .map((r) => (
          <p key={`crash-${r.unit}`}>
            {r.unit === 'attacker' ? names.attacker : names.target} loses its rotor and crashes from elevation {r.crash!.elevation} for {r.crash!.damage} damage
          </p>
        ))}
      {outcome.phaseEnd
        .filter((r) => r.psrs.length > 0)
        .map((r) => (
          <div key={r.unit} data-psrs={r.unit}>
            <h4>Piloting rolls — {r.unit === 'attacker' ? names.attacker : names.target}</h4>
            {r.psrs.map((p, i) => (
              <div key={i}>
                <RulingView ruling={p.ruling} />
                <span>{p.roll === null ? ' automatic' : ` rolled ${p.roll}: ${p.success ? 'stays up' : 'falls'}`}</span>
              </div>
            ))}
            {r.fall && (
              <p>
                Falls on its {r.fall.facing.side} for {r.fall.damage} damage
              </p>
            )}
          </div>
        ))}
    </section>
  );
}
