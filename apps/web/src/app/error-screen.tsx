// The error screen of a crashing screen: the spec's 'Unexpected Application Error!' with a way to retry and a way home.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { usePageTitle } from '../components/page-title.ts';
import { t } from '../i18n/t.ts';

export function ErrorScreen() {
  usePageTitle(t('unexpectedError'));
  return (
    <section className="page page--narrow notice" aria-labelledby="error-title">
      <h1 id="error-title">{t('unexpectedError')}</h1>
      <p>{t('error.text')}</p>
      <p className="notice__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        {/* A full load: whatever broke this page starts afresh. */}
        <a className="button button--ghost" href="/">
          {t('common.backHome')}
        </a>
      </p>
    </section>
  );
}

/** Shows ErrorScreen instead of a subtree that threw while rendering (keyed by path, so navigating away resets it). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
