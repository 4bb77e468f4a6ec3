// The customer's mobile number on My Profile (decision 0019): how they log in and hear from the garage, so it is not a
// field of the profile form. It is shown with whether a code proved it theirs, and changes only through a code sent
// to the new number ("Change"); an unverified one is verified with a code sent to itself ("Verify").
import { useEffect, useId, useRef, useState } from 'react';
import { accountText } from '../../../i18n/en/account.ts';
import { shownMobile } from '../../auth/components/phone-fields.tsx';
import { ChangeNumber } from './change-number.tsx';

export function MobileNumber(props: { phone: string; verified: boolean | undefined }) {
  const id = useId();
  const [doing, setDoing] = useState<'change' | 'verify' | null>(null);
  // Back from a change (done or cancelled), the keyboard's focus returns to "Change", which it left.
  const change = useRef<HTMLButtonElement>(null);
  const wasDoing = useRef(false);
  useEffect(() => {
    if (wasDoing.current && !doing) change.current?.focus();
    wasDoing.current = doing !== null;
  }, [doing]);
  return (
    <section className="mobile-number" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {doing === 'change'
          ? accountText('mobile.changeTitle')
          : doing === 'verify'
            ? accountText('mobile.verifyTitle')
            : accountText('mobile.label')}
      </h2>
      <p className="mobile-number__now">
        <strong>{shownMobile(props.phone)}</strong>
        {props.verified !== undefined && (
          <span className={props.verified ? 'badge badge--ok' : 'badge'}>
            {accountText(props.verified ? 'mobile.verified' : 'mobile.notVerified')}
          </span>
        )}
      </p>
      {doing ? (
        <ChangeNumber {...(doing === 'verify' ? { own: props.phone } : {})} onDone={() => setDoing(null)} />
      ) : (
        <div className="change-number__actions">
          <button ref={change} type="button" className="button button--ghost" onClick={() => setDoing('change')}>
            {accountText('mobile.change')}
          </button>
          {props.verified === false && (
            <button type="button" className="button button--ghost" onClick={() => setDoing('verify')}>
              {accountText('mobile.verify')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
