import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How fast autoplay steps, in milliseconds per step. */
export const REPLAY_SPEEDS = [
  { ms: 2000, label: 'controls.slow' },
  { ms: 1000, label: 'controls.normal' },
  { ms: 400, label: 'controls.fast' },
] as const;

/** The step a key moves to from `at` (of `last`), or null when the key is not a replay key. */
export function stepForKey(key: string, at: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(at + 1, last);
    case 'ArrowLeft':
      return Math.max(at - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

const typing = (t: EventTarget | null): boolean => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * First / Back / Play / Forward / Last, a slider and a speed, and the keys: ← → step, Home and End jump, Space plays or pauses.
 * Autoplay stops at the last step; playing from the last step starts again from the first.
 */
export function ReplayControls(p: { at: number; last: number; onStep: (step: number) => void; children?: React.ReactNode }) {
  const { t: tr } = useTranslation('battle');
  const { at, last, onStep } = p;
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(REPLAY_SPEEDS[1].ms);
  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => onStep(at + 1), speed);
    return () => clearTimeout(t);
  }, [playing, at, last, speed, onStep]);
  const toggle = () => {
    if (!playing && at >= last) onStep(0);
    setPlaying(!playing);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (e.key === ' ') {
        if (e.target instanceof HTMLButtonElement) return; // a focused button presses itself
        e.preventDefault();
        toggle();
        return;
      }
      const next = stepForKey(e.key, at, last);
      if (next === null) return;
      e.preventDefault();
      setPlaying(false);
      onStep(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const go = (step: number) => {
    setPlaying(false);
    onStep(step);
  };
  return (
    <div className="row replay-controls" role="group" aria-label={tr('controls.label')} aria-keyshortcuts="ArrowLeft ArrowRight Home End Space">
      <button type="button" onClick={() => go(0)} disabled={at === 0}>
        {tr('controls.first')}
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
        {tr('controls.back')}
      </button>
      <button type="button" onClick={toggle} aria-pressed={playing} disabled={last === 0}>
        {playing ? tr('controls.pause') : tr('controls.play')}
      </button>
      <span data-testid="replay-step" aria-live="polite">
        {tr('controls.stepOf', { at, last })}
      </span>
      <button type="button" onClick={() => go(at + 1)} disabled={at === last}>
        {tr('controls.forward')}
      </button>
      <button type="button" onClick={() => go(last)} disabled={at === last}>
        {tr('controls.last')}
      </button>
      <input type="range" min={0} max={last} value={at} onChange={(e) => go(Number(e.target.value))} aria-label={tr('controls.step')} />
      <label>
        {tr('controls.speed')}{' '}
        <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
          {REPLAY_SPEEDS.map((s) => (
            <option key={s.ms} value={s.ms}>
              {tr(s.label)}
            </option>
          ))}
        </select>
      </label>
      {p.children}
      <span className="hint">{tr('controls.keys')}</span>
    </div>
  );
}
