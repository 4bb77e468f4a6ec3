// "Send again" under a code's field: offered once the API would send another code (the countdown of its
// OTP_RESEND_SECONDS), and what the API said when it would not (its 429: too soon, or too many this hour).
import { useState, useTransition } from 'react';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { inLanguage } from '../../../i18n/t.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';

/** When the last code went, and how long the API makes the next one wait. */
export type CodeSent = { at: number; wait: number };

/** A code on its way: to which number (+91XXXXXXXXXX), what the API said, when it went and the wait before another. */
export type SentCode = CodeSent & { mobile: string; message: string };

/** A code the API has just sent to `mobile`, with its answer's message and the wait before another. */
export const sentNow = (mobile: string, message: string, wait: number): SentCode => ({
  mobile,
  message,
  at: Date.now(),
  wait,
});

export function SendAgain(props: { id: string; sent: CodeSent; send(): Promise<unknown> }) {
  const left = useSecondsLeft(props.sent.at, props.sent.wait);
  // React's own busy state for the call (an async transition), as a form has isSubmitting.
  const [sending, startSending] = useTransition();
  const [problem, setProblem] = useState('');
  const onClick = () =>
    startSending(async () => {
      setProblem('');
      try {
        await props.send();
      } catch (err) {
        startSending(() => setProblem(errorText(err, accountText('phone.sendFailed'))));
      }
    });
  return (
    <div className="auth__again">
      <button
        type="button"
        className="button button--ghost"
        disabled={left > 0 || sending}
        aria-describedby={left > 0 ? `${props.id}-wait` : undefined}
        onClick={onClick}
      >
        {accountText('phone.sendAgain')}
      </button>
      {left > 0 && (
        <p id={`${props.id}-wait`} className="muted">
          {accountText.n('phone.sendAgainIn', left)}
        </p>
      )}
      <p role="alert" className="form__error auth__problem">
        {problem && inLanguage(problem)}
      </p>
    </div>
  );
}
