import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18next } from '../i18n/i18n';

interface Props {
  readonly children: ReactNode;
  /** Changing this (e.g. the current path) clears a shown error. */
  readonly resetKey?: string;
}
interface State {
  readonly error: Error | null;
  readonly key: string | undefined;
}

/** Catches a page that throws while rendering and shows the message instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Marshal page error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section role="alert" className="panel error-panel">
        <h2>{i18next.t('errors.title')}</h2>
        <p className="error-message">{error.message}</p>
        <p>{i18next.t('errors.nothingLost')}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {i18next.t('errors.tryAgain')}
        </button>
      </section>
    );
  }
}
