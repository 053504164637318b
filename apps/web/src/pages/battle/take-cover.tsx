import type { BattleState, CombatRules } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';

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
  const { t: tr } = useTranslation('battle');
  if (!rules.takingCover.allowed || Object.keys(state.fire).length) return null;
  const free = units.filter((id) => state.takingCover?.[id] === undefined && !state.units[id]!.prone && state.units[id]!.capabilities.height > 0);
  if (!free.length) return null;
  return (
    <fieldset className="take-cover" data-testid="take-cover">
      <legend>{tr('cover.legend')}</legend>
      {free.map((id) => (
        <label key={id}>
          {state.units[id]!.name}{' '}
          <select
            value=""
            disabled={busy}
            onChange={(e) => e.target.value !== '' && void send({ type: 'takeCover', unit: id, hexside: Number(e.target.value) })}
          >
            <option value="">{tr('cover.behind')}</option>
            {HEXSIDES.map((h, i) => (
              <option key={h} value={i}>
                {tr('cover.hexside', { side: tr(`cover.sides.${h}`) })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
