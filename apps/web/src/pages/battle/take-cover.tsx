import type { BattleState, CombatRules } from '@marshal/battletech';

const HEXSIDES = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'] as const;

/**
 * Taking cover (Solaris VII Stable Challenge §8.4.2): before anyone declares fire this phase, a unit may take cover behind
 * one hexside; the battle refuses a hexside without a hex one level up behind it, with the reason.
 */
export function TakeCover({
  state,
  units,
  rules,
  busy,
  send,
}: {
  state: BattleState;
  units: readonly string[];
  rules: CombatRules;
  busy: boolean;
  send: (c: { type: 'takeCover'; unit: string; hexside: number }) => unknown;
}) {
  if (!rules.takingCover.allowed || Object.keys(state.fire).length) return null;
  const free = units.filter((id) => state.takingCover?.[id] === undefined && !state.units[id]!.prone && state.units[id]!.capabilities.height > 0);
  if (!free.length) return null;
  return (
    <fieldset className="take-cover" data-testid="take-cover">
      <legend>Take cover (before any fire is declared; no torso twist then)</legend>
      {free.map((id) => (
        <label key={id}>
          {state.units[id]!.name}{' '}
          <select
            value=""
            disabled={busy}
            onChange={(e) => e.target.value !== '' && void send({ type: 'takeCover', unit: id, hexside: Number(e.target.value) })}
          >
            <option value="">behind…</option>
            {HEXSIDES.map((h, i) => (
              <option key={h} value={i}>
                {h} hexside
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
