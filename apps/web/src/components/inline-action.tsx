import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An irreversible action asked for in the page (never a browser prompt): the button opens a small form with the
 * fields the action needs; it is carried out only on "Confirm", and "Cancel" leaves everything as it was.
 */
export function InlineAction({
  label,
  title,
  busy,
  children,
  ready,
  onConfirm,
}: {
  label: string;
  title: string;
  busy: boolean;
  children: ReactNode;
  ready: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="secondary" disabled={busy} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <form
      className="panel inline-action"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        onConfirm();
        setOpen(false);
      }}
    >
      <strong>{title}</strong>
      {children}
      <button type="submit" disabled={busy || !ready}>
        {t('action.confirm')}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setOpen(false)}>
        {t('action.cancel')}
      </button>
    </form>
  );
}
