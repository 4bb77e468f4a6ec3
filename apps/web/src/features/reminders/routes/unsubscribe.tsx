// /reminders/unsubscribe#token=…: the page the one-click link of every reminder e-mail opens (decision 0014), with or without
// a login. The token travels in the fragment, which never reaches a server (nor its logs, nor a Referer); the page
// reads it once it runs in the browser, turns reminders off at once, says so, and offers to turn them back on (and
// off again) with the same token. A missing or refused token sends the customer to their profile's switch instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';

const calls = () => import('../link.ts');

/** The token from `#token=…`, or '' when the link has none. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/** The server's answer: its message, and whether reminders are on now. */
type Answer = { message: string; reminders: boolean };
/** A call that failed: refused (a link that is not valid), or not answered (worth trying again: `enabled` again). */
type Problem = { message: string; invalid: boolean; enabled: boolean };

export function Component() {
  usePageTitle(accountText('unsubscribe.title'));
  // null until the page runs in the browser: the server cannot see the fragment, and sends nothing.
  const [token, setToken] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(async (enabled: boolean, to: string) => {
    setBusy(true);
    try {
      const res = await (await calls()).setRemindersByLink(enabled, to);
      setAnswer({ message: res.message, reminders: res.reminders });
      setProblem(null);
    } catch (err) {
      const invalid = err instanceof ApiError && err.status === 400;
      setProblem({ message: errorText(err, accountText('reminders.switchFailed')), invalid, enabled });
    } finally {
      setBusy(false);
    }
  }, []);

  // The link's own call, once: React runs an effect twice in development (StrictMode), and two calls would race.
  const sent = useRef(false);
  useEffect(() => {
    const found = tokenFromHash(window.location.hash);
    setToken(found);
    if (found && !sent.current) {
      sent.current = true;
      void send(false, found);
    }
  }, [send]);

  const invalid = token === '' ? accountText('unsubscribeLinkInvalid') : problem?.invalid ? problem.message : '';
  const waiting = token === null || (busy && !answer && !problem);
  // The one button keeps its place (and the keyboard's focus) as its action changes.
  const next = problem && !problem.invalid ? problem.enabled : answer ? !answer.reminders : null;
  const label =
    problem && !problem.invalid ? t('common.retry') : accountText(next ? 'unsubscribe.turnOn' : 'unsubscribe.turnOff');

  return (
    <div className="page page--narrow">
      <h1>{accountText('unsubscribe.title')}</h1>
      <div role="status">
        {waiting && <p>{accountText('unsubscribe.working')}</p>}
        {!waiting && answer && !problem && <p>{answer.message}</p>}
      </div>
      <div role="alert">{(invalid || problem) && <p className="form__error">{invalid || problem?.message}</p>}</div>
      {token && next !== null && !invalid && (
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void send(next, token);
          }}
        >
          {label}
        </button>
      )}
      {token !== null && (
        <p>
          <Link to="/my-account/edit-account">{accountText('unsubscribe.manage')}</Link>
        </p>
      )}
    </div>
  );
}
