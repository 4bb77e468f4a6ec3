// A password input with Show/Hide and, for a password being chosen, the spec's live checks in order (login, register,
// the reset page and the profile's new password).
import { passwordProblems } from '@motomitra/domain/password';
import { useState } from 'react';
import { accountText } from '../../i18n/en/account.ts';
import { inLanguage } from '../../i18n/t.ts';
import { FieldError, RequiredMark } from './field.tsx';

type Props = {
  /** The input's id; the checks list is `${id}-checks`. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  /** Show the rule checks (while typing, or after a submit that `tried`). */
  checks?: boolean;
  tried?: boolean;
  /** A message about this field (the server's, or the form's when there are no checks to show it). */
  error?: string | undefined;
  ref?: React.Ref<HTMLInputElement>;
  onBlur?(): void;
};

export function PasswordField(props: Props) {
  const [shown, setShown] = useState(false);
  const problems = props.checks ? passwordProblems(props.value) : [];
  const showProblems = (props.value !== '' || props.tried === true) && problems.length > 0;
  const errorId = `${props.id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={props.id}>
        {props.label}
        <RequiredMark required={props.required} />
      </label>
      <div className="password">
        <input
          id={props.id}
          name={props.name}
          type={shown ? 'text' : 'password'}
          required={props.required}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
          ref={props.ref}
          aria-invalid={showProblems || props.error ? true : undefined}
          aria-describedby={
            [props.checks ? `${props.id}-checks` : '', props.error ? errorId : ''].join(' ').trim() || undefined
          }
        />
        <button
          type="button"
          className="button button--ghost button--small"
          aria-pressed={shown}
          aria-controls={props.id}
          onClick={() => setShown((s) => !s)}
        >
          {accountText(shown ? 'login.hide' : 'login.show')}
        </button>
      </div>
      {props.checks && (
        <ul id={`${props.id}-checks`} className="password__checks" aria-live="polite">
          {showProblems &&
            problems.map((p) => (
              <li key={p} className="form__error">
                {inLanguage(p)}
              </li>
            ))}
        </ul>
      )}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}
