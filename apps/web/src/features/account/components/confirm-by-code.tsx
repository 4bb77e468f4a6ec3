// A change confirmed by a code sent to the account's own number instead of the password (decision 0019: an account
// made with a mobile number has none): "Send a code to …", then the code's field, which the caller's form owns.
import { OTP_RESEND_SECONDS } from '@motomitra/domain/phone-login';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { FieldError } from '../../../components/form/field.tsx';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';
import { SentCodeField, shownMobile } from '../../auth/components/phone-fields.tsx';
import { SendAgain, type SentCode, sentNow } from '../../auth/components/send-again.tsx';
import { useSendPhoneCode } from '../channels-api.ts';

type Props = {
  /** The code field's id; the send button's is `${id}-send`. */
  id: string;
  /** The account's number, +91XXXXXXXXXX. */
  mobile: string;
  intro: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

export function ConfirmByCode(props: Props) {
  const { toast } = useFeedback();
  const send = useSendPhoneCode();
  const [sent, setSent] = useState<SentCode | null>(null);
  const codeTo = async () => {
    const res = await send.mutateAsync(props.mobile);
    setSent(sentNow(props.mobile, res.message, OTP_RESEND_SECONDS));
  };
  if (sent)
    return (
      <div className="confirm-by-code">
        <SentCodeField id={props.id} sent={sent} error={props.error} registration={props.registration} />
        <SendAgain id={props.id} sent={sent} send={codeTo} />
      </div>
    );
  return (
    <div className="confirm-by-code">
      <p id={`${props.id}-intro`}>{props.intro}</p>
      <button
        id={`${props.id}-send`}
        type="button"
        className="button button--ghost"
        disabled={send.isPending}
        aria-describedby={[`${props.id}-intro`, props.error ? `${props.id}-error` : ''].join(' ').trim()}
        onClick={() =>
          void codeTo().catch((err: unknown) => toast(errorText(err, accountText('phone.sendFailed')), 'error'))
        }
      >
        {send.isPending ? t('form.sending') : accountText('profile.sendCode', { mobile: shownMobile(props.mobile) })}
      </button>
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}
