import { useTranslation } from 'react-i18next';
import { type DaSetup, type DaSetupForm, displayInches, inchesText, placedNames, unitLabels } from '@marshal/dark-age';
import { useFormat } from '../../i18n/format';

/**
 * What a Fire for Effect page calls things: units by name (numbered when two share one) with a short tag for their
 * counters, artillery markers by number and turn, distances to a tenth of an inch — never the record's ids
 * ("r-mech", "r-mech-t3-1") or its thousandths of an inch ("29.732″"). The record is not touched: display only.
 */
export function useDaNames(s: Pick<DaSetup, 'units'> | null) {
  const { t } = useTranslation('darkAge');
  const { number } = useFormat();
  const units = s?.units ?? [];
  const labels = unitLabels(units);
  const ids = units.map((u) => u.id).sort((a, b) => b.length - a.length);
  /** A unit's name, or an artillery marker's ("#1 (turn 3)") from its id `<firer>-t<turn>-<n>`. */
  const name = (id: string): string => {
    if (units.some((u) => u.id === id)) return labels.name(id);
    const firer = ids.find((u) => id.startsWith(`${u}-t`));
    const m = firer ? /^-t(\d+)-(\d+)$/u.exec(id.slice(firer.length)) : null;
    return m ? t('game.marker', { n: m[2], turn: m[1] }) : id;
  };
  /**
   * A sentence the engine wrote about one of `ids` (a refusal, why a shot is blocked) starting with the unit's own name
   * ("Rifle Squad can move 8″ here…"): started with the name the page shows instead ("Rifle Squad 3"), so a reader can
   * tell which of two same-named units it means. Other sentences are returned as they are.
   */
  const about = (text: string, ids: readonly (string | null | undefined)[]): string => {
    for (const id of ids) {
      const raw = units.find((u) => u.id === id)?.name;
      if (!raw || !id || !text.startsWith(`${raw} `)) continue;
      return `${name(id)}${text.slice(raw.length)}`;
    }
    return text;
  };
  return {
    name,
    about,
    tag: (id: string) => labels.get(id).tag,
    /** A distance in the reader's language: "29.7", German "29,7". */
    inches: (v: number) => number(displayInches(v), { maximumFractionDigits: 2 }),
    /** What `describeDaEvent` needs for a player's log: names, tenths of an inch (English digits, as the engine lines are), whole degrees. */
    describe: { name, inches: inchesText, degrees: (v: number) => String(Math.round(v)) },
  };
}

/**
 * The set-up form's names for its units, by id: the unit's name, numbered when two share one ("Assault Walker 2"), as
 * the game page will name them; a card without a name yet is "Unnamed unit" in the reader's language. Never the id.
 */
export function useSetupNames(form: Pick<DaSetupForm, 'units'>): (id: string) => string {
  const { t } = useTranslation('darkAge');
  const named = placedNames(form);
  return (id) => {
    const n = named(id);
    return n.startsWith('Unnamed unit') && !form.units.find((u) => u.id === id)?.unit.name.trim() ? `${t('units.unnamed')}${n.slice(12)}` : n;
  };
}
