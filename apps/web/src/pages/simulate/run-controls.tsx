import { useTranslation } from 'react-i18next';

/** The run button, Stop while running, the progress bar and any error: the end of every simulation form. */
export function RunControls({
  running,
  submit,
  onStop,
  progress,
  progressLabel,
  unit,
  error,
}: {
  running: boolean;
  submit: string;
  onStop: () => void;
  progress: { done: number; of: number } | null;
  progressLabel: string;
  unit: string;
  error: string | null;
}) {
  const { t: tr } = useTranslation('simulate');
  return (
    <>
      <div className="row actions">
        <button type="submit" disabled={running}>
          {submit}
        </button>
        {running && (
          <button type="button" className="secondary" onClick={onStop}>
            {tr('controls.stop')}
          </button>
        )}
      </div>
      {progress && (
        <p className="simulation-progress" role="status">
          <progress value={progress.done} max={progress.of} aria-label={progressLabel} /> {tr('controls.of', { done: progress.done, of: progress.of, unit })}
          {running ? '…' : tr('controls.done')}
        </p>
      )}
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
