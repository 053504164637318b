import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BattleState, type CombatRules, fireOptions } from '@marshal/battletech';
import { RulingView } from '../../components/ruling-view';
import { type Send, TwistSelect, WeaponCheck } from './attack-panels';

/**
 * A move paused next to a hidden unit of this side: fire point-blank at the mover with chosen weapons, twisting the torso
 * if it likes (Total Warfare, Hidden Units › Point-Blank Shots, p. 260), or let it pass (ADR 0053).
 */
export function PointBlankPanel({ state, side, rules, send, busy }: { state: BattleState; side: string; rules: CombatRules; send: Send; busy: boolean }) {
  const { t: tr } = useTranslation('battle');
  const [chosen, setChosen] = useState<number[]>([]);
  const [twist, setTwist] = useState(0);
  const p = state.pointBlank;
  const unit = p?.waiting.find((id) => state.sideOf[id] === side);
  if (!p || !unit) return null;
  const u = state.units[unit]!;
  const mover = state.units[p.mover]!;
  const options = fireOptions(state, unit, p.mover, rules, twist);
  const answer = (attacks: { weapon: number; target: string }[]) => void send({ type: 'pointBlank', unit, twist: attacks.length ? twist : 0, attacks });
  return (
    <section className="unit-fire point-blank" aria-label={tr('pointBlank.label', { name: u.name })} data-testid="point-blank">
      <h3>{tr('pointBlank.title', { name: u.name, target: mover.name, hex: state.positions[p.mover]!.hex })}</h3>
      <p className="hint">{tr('pointBlank.hint')}</p>
      <div className="row">
        <TwistSelect unit={u} twist={twist} setTwist={setTwist} setChosen={setChosen} />
      </div>
      {options.length === 0 ? (
        <p className="hint">{tr('pointBlank.noWeapon')}</p>
      ) : (
        <ul className="weapon-options">
          {options.map((o) => (
            <li key={o.weapon}>
              <WeaponCheck option={o} unit={u.name} chosen={chosen} setChosen={setChosen} />
              <RulingView ruling={o.toHit} />
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button type="button" disabled={busy || !chosen.length} onClick={() => answer(chosen.map((weapon) => ({ weapon, target: p.mover })))}>
          {tr('pointBlank.fire', { name: u.name })}
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={() => answer([])}>
          {tr('pointBlank.pass')}
        </button>
      </div>
    </section>
  );
}
