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
  return (
    <>
      <div className="row actions">
        <button type="submit" disabled={running}>
          {submit}
        </button>
        {running && (
          <button type="button" className="secondary" onClick={onStop}>
            Stop
          </button>
        )}
      </div>
      {progress && (
        <p className="simulation-progress" role="status">
          <progress value={progress.done} max={progress.of} aria-label={progressLabel} /> {progress.done} of {progress.of} {unit}
          {running ? '…' : ' done'}
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
