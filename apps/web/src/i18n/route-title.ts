import { useTranslation } from 'react-i18next';

/**
 * A route's title in the reader's language: `routes.<English title>` in the common namespace, the English title
 * itself for a route added without a translation yet.
 */
export function useRouteTitle(): (title: string) => string {
  const { t } = useTranslation();
  return (title) => t(`routes.${title}`, { defaultValue: title });
}
