import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIEBREAKERS, tiebreakerById } from '@marshal/tournament';
import { useEngineText } from '../../i18n/engine-text';

/** The list with the item at `index` moved by `by` places (kept in bounds). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/**
 * The event's tiebreakers as an ordered list of their names, each with buttons to move it up or down or remove it, and
 * a choice of the tiebreakers not yet listed to add. The value stays the list of tiebreaker ids the API takes.
 */
export function TiebreakerOrder({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  const name = (id: string) => en.tournament(tiebreakerById(id)?.label ?? id);
  const unused = TIEBREAKERS.filter((t) => !value.includes(t.id));
  const [adding, setAdding] = useState('');
  const toAdd = unused.some((t) => t.id === adding) ? adding : (unused[0]?.id ?? '');
  // After a move the focus follows the tiebreaker, so the keyboard can keep moving it.
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ id: string; button: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!focus || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-tiebreaker="${focus.id}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[data-move="${focus.button}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    button?.focus();
    setFocus(null);
  }, [focus, value]);

  const move = (i: number, by: -1 | 1) => {
    onChange(moveItem(value, i, by));
    setFocus({ id: value[i]!, button: by < 0 ? 'up' : 'down' });
  };

  return (
    <fieldset className="tiebreaker-order">
      <legend>{tr('list.tiebreakerOrder')}</legend>
      {value.length ? (
        <ol ref={list} aria-label={tr('list.tiebreakerOrder')}>
          {value.map((id, i) => (
            <li key={id} data-tiebreaker={id}>
              <span>{name(id)}</span>{' '}
              <button
                type="button"
                className="secondary"
                data-move="up"
                disabled={i === 0}
                aria-label={tr('list.tbUpNamed', { name: name(id) })}
                onClick={() => move(i, -1)}
              >
                {tr('list.tbUp')}
              </button>{' '}
              <button
                type="button"
                className="secondary"
                data-move="down"
                disabled={i === value.length - 1}
                aria-label={tr('list.tbDownNamed', { name: name(id) })}
                onClick={() => move(i, 1)}
              >
                {tr('list.tbDown')}
              </button>{' '}
              <button
                type="button"
                className="secondary"
                aria-label={tr('list.tbRemoveNamed', { name: name(id) })}
                onClick={() => onChange(value.filter((x) => x !== id))}
              >
                {tr('list.tbRemove')}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">{tr('list.tbNone')}</p>
      )}
      {unused.length > 0 && (
        <div className="tiebreaker-add">
          <label>
            <span>{tr('list.tbChoose')}</span>
            <select value={toAdd} onChange={(e) => setAdding(e.target.value)}>
              {unused.map((t) => (
                <option key={t.id} value={t.id}>
                  {name(t.id)}
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="button" className="secondary" onClick={() => toAdd && onChange([...value, toAdd])}>
            {tr('list.tbAdd')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
