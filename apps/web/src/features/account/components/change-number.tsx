// Moving the account to another mobile number, or verifying its own (decision 0019): a code goes to the number, and
// the number is the account's once that code comes back. Two small forms, each checked by the domain's schema.
import { ChangePhoneBodySchema, OTP_RESEND_SECONDS, PhoneCodeBodySchema } from '@motomitra/domain/phone-login';
import { useEffect, useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';
import { MobileField, SentCodeField } from '../../auth/components/phone-fields.tsx';
import { SendAgain, type SentCode, sentNow } from '../../auth/components/send-again.tsx';
import { useChangePhone, useSendPhoneCode } from '../channels-api.ts';

const CodeSchema = ChangePhoneBodySchema.pick({ code: true });

/** `own`: the account's number, to verify it; without it, a new number is asked for. */
export function ChangeNumber(props: { own?: string; onDone(): void }) {
  const [sent, setSent] = useState<SentCode | null>(null);
  return sent ? (
    <CodeStep sent={sent} onSent={setSent} onDone={props.onDone} verifying={props.own !== undefined} />
  ) : (
    <NumberStep own={props.own} onSent={setSent} onCancel={props.onDone} />
  );
}

/** Asks the API for a code to `mobile`, as the logged-in customer. */
function useCodeTo() {
  const send = useSendPhoneCode();
  return async (mobile: string): Promise<SentCode> =>
    sentNow(mobile, (await send.mutateAsync(mobile)).message, OTP_RESEND_SECONDS);
}

function NumberStep(props: { own: string | undefined; onSent(sent: SentCode): void; onCancel(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const codeTo = useCodeTo();
  const form = useZodForm(PhoneCodeBodySchema, { defaultValues: { mobile: props.own ?? '' } });
  // The keyboard's focus moves here from the button that opened it: to the new number, or to Send code.
  const { setFocus } = form;
  const submit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.own === undefined) setFocus('mobile');
    else submit.current?.focus();
  }, [props.own, setFocus]);
  const onSubmit = form.handleSubmit(async ({ mobile }) => {
    try {
      props.onSent(await codeTo(mobile));
    } catch (err) {
      if (!showServerErrors(form.setError, err, ['mobile']))
        toast(errorText(err, accountText('phone.sendFailed')), 'error');
    }
  });
  const sending = form.formState.isSubmitting;
  return (
    <form className="form change-number" onSubmit={onSubmit} noValidate>
      <p>{accountText(props.own === undefined ? 'mobile.changeIntro' : 'mobile.verifyIntro')}</p>
      {props.own === undefined && (
        <MobileField
          id={`${id}-mobile`}
          label={accountText('mobile.new')}
          error={errorOf(form, 'mobile')}
          registration={form.register('mobile')}
        />
      )}
      <div className="change-number__actions">
        <button ref={submit} type="submit" className="button" disabled={sending}>
          {sending ? t('form.sending') : accountText('phone.sendCode')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {accountText('mobile.cancel')}
        </button>
      </div>
    </form>
  );
}

function CodeStep(props: { sent: SentCode; verifying: boolean; onSent(sent: SentCode): void; onDone(): void }) {
  const { sent } = props;
  const id = useId();
  const { toast } = useFeedback();
  const codeTo = useCodeTo();
  const change = useChangePhone();
  const form = useZodForm(CodeSchema, { defaultValues: { code: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const res = await change.mutateAsync({ mobile: sent.mobile, code });
      toast(res.message, 'success');
      props.onDone();
    } catch (err) {
      if (!showServerErrors(form.setError, err, ['code'])) toast(errorText(err, accountText('mobile.failed')), 'error');
    }
  });
  const sending = form.formState.isSubmitting;
  return (
    <form className="form change-number" onSubmit={onSubmit} noValidate>
      <SentCodeField id={`${id}-code`} sent={sent} error={errorOf(form, 'code')} registration={form.register('code')} />
      <div className="change-number__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('form.sending') : accountText(props.verifying ? 'mobile.confirmVerify' : 'mobile.confirmChange')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {accountText('mobile.cancel')}
        </button>
      </div>
      <SendAgain id={id} sent={sent} send={async () => props.onSent(await codeTo(sent.mobile))} />
    </form>
  );
}
