import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { refreshAccount, useAccount } from '../../account';
import { useEngineText } from '../../i18n/engine-text';
import { Link, navigate, useLocation } from '../../router';

/** Where to go after signing in: a path inside the app only (never another site). */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

/**
 * `/account`: sign in, create an account, sign out. Playing with another person from their own browser needs a
 * server started with `--shared`; each person then has an account, and `?next=` brings them back to the battle
 * (or campaign) whose link they were sent.
 */
export function AccountPage() {
  const { t: tr } = useTranslation('account');
  const me = useAccount();
  const { search } = useLocation();
  const next = safeNext(search.get('next'));
  const done = async () => {
    await refreshAccount();
    if (next) navigate(next);
  };
  if (!me) return <p role="status">{tr('loading')}</p>;
  return (
    <section className="panel account-page">
      <h1>{tr('title')}</h1>
      {me.mode === 'local' ? (
        <>
          <p>{tr('local')}</p>
          <p>{tr('localShared')}</p>
        </>
      ) : me.signedIn && me.user ? (
        <>
          <p data-testid="signed-in">
            {tr('signedIn', { name: me.user.displayName, username: me.user.username, role: tr(`role.${me.user.role}`, { defaultValue: me.user.role }) })}
          </p>
          <p className="hint">{tr(`roleHint.${me.user.role}`, { defaultValue: '' })}</p>
          {next && (
            <p>
              <Link to={next}>{tr('carryOn')}</Link>
            </p>
          )}
          <button type="button" className="secondary" onClick={() => void api.post('/auth/logout', {}).then(() => refreshAccount())}>
            {tr('signOut')}
          </button>
        </>
      ) : (
        <>
          <p>{next ? tr('introNext') : tr('intro')}</p>
          <p className="hint">{tr('introFirst')}</p>
          <div className="account-forms">
            <AccountForm kind="login" onDone={done} />
            <AccountForm kind="register" onDone={done} />
          </div>
        </>
      )}
    </section>
  );
}

function AccountForm({ kind, onDone }: { kind: 'login' | 'register'; onDone: () => Promise<void> }) {
  const { t: tr } = useTranslation('account');
  const engine = useEngineText();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (f: string) => `account-${kind}-${f}`;
  const words = kind === 'login' ? { title: tr('login.title'), submit: tr('login.submit') } : { title: tr('register.title'), submit: tr('register.submit') };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = kind === 'login' ? { username, password } : { username, password, ...(displayName.trim() ? { displayName } : {}) };
      await api.post(`/auth/${kind}`, body);
      await onDone();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label={words.title} onSubmit={(e) => void submit(e)} className="account-form">
      <h2>{words.title}</h2>
      <div className="field">
        <label htmlFor={id('user')}>{tr('username')}</label>
        <input id={id('user')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={40} />
        {kind === 'register' && <span className="hint">{tr('usernameHint')}</span>}
      </div>
      {kind === 'register' && (
        <div className="field">
          <label htmlFor={id('display')}>{tr('displayName')}</label>
          <input id={id('display')} value={displayName} onChange={(e) => setDisplayName(e.target.value)} maxLength={80} />
          <span className="hint">{tr('displayNameHint')}</span>
        </div>
      )}
      <div className="field">
        <label htmlFor={id('password')}>{tr('password')}</label>
        <input
          id={id('password')}
          type="password"
          autoComplete={kind === 'login' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={kind === 'register' ? 8 : 1}
          maxLength={200}
        />
        {kind === 'register' && <span className="hint">{tr('passwordHint')}</span>}
      </div>
      {error && (
        <p className="error-message" role="alert">
          {engine.reason(error)}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {words.submit}
      </button>
    </form>
  );
}
