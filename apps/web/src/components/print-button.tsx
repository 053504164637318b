import { useTranslation } from 'react-i18next';

/**
 * "Print / save as PDF": the browser's print dialogue, where "Save as PDF" is one of the printers. What is printed is
 * the page's print layout (`@media print` rules: app chrome hidden, `.no-print` left out, `.screen-hidden` shown).
 */
export function PrintButton({ label, title }: { label?: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="secondary print-button no-print" title={title} onClick={() => window.print()}>
      {label ?? t('action.print')}
    </button>
  );
}
