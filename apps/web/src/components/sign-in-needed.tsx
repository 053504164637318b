import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api';
import { Link } from '../router';

/** The account page with a way back here: `/account?next=<this page and its query>`. */
export const signInPath = (): string => `/account?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/**
 * What a person sees instead of a bare "sign in first" when a server with accounts (--shared) refuses them: why, and a
 * link to sign in or create an account that brings them back to this page. Null for any other error. `signedOut` shows it
 * before anything is refused (a form that would only fail on sending).
 */
export function SignInNeeded({ error = null, signedOut = false }: { error?: ApiError | null; signedOut?: boolean }) {
  const { t } = useTranslation();
  if (!signedOut && error?.code !== 'unauthenticated') return null;
  return (
    <p data-testid="sign-in-needed">
      {t('shell.signInNeeded')} <Link to={signInPath()}>{t('shell.signInLink')}</Link>
    </p>
  );
}
