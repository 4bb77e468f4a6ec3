// The first way in on /login (decision 0019): a mobile number, then the 6-digit code sent to it, then, for a number
// that has no account yet, the name and the WhatsApp opt-in that make one. Each step is checked by the domain's
// schema (loaded on the first check, so /login opens without zod); the API's answers are shown in the page's language.
import { useEffect, useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { inLanguage, t } from '../../../i18n/t.ts';
import { logInWithCode, sendCode } from '../mutations.ts';
import { secondsLeft } from '../use-seconds-left.ts';
import { useSignedIn } from '../use-signed-in.ts';
import { MobileField, SentCodeField, WhatsappField } from './phone-fields.tsx';
import { SendAgain, type SentCode, sentNow } from './send-again.tsx';
import '../auth.css';

const mobileFields = () => import('@motomitra/domain/phone-login').then((m) => m.OtpRequestBodySchema);
const codeFields = () =>
  import('@motomitra/domain/phone-login').then((m) => m.OtpVerifyBodySchema.omit({ mobile: true }));

export function PhoneLogin() {
  // The last code sent, kept on the way back to the number: that number again within the wait goes back to its code.
  const [sent, setSent] = useState<SentCode | null>(null);
  const [onCode, setOnCode] = useState(false);
  // The number as typed, for a return from the code to the number ("Use another number").
  const [typed, setTyped] = useState<string | null>(null);
  return sent && onCode ? (
    <CodeStep sent={sent} onSent={setSent} onOtherNumber={() => setOnCode(false)} />
  ) : (
    <MobileStep
      typed={typed}
      last={sent}
      onSent={(next, as) => {
        setTyped(as);
        setSent(next);
        setOnCode(true);
      }}
    />
  );
}

/** Asks for a code to `mobile`; what the caller keeps of it. */
async function codeTo(mobile: string): Promise<SentCode> {
  const res = await sendCode(mobile);
  return sentNow(mobile, res.message, res.resendSeconds);
}

/**
 * `typed`: the number typed before, on the way back from its code (null the first time); `last`: the code sent then.
 * The same number again before the API would send another goes back to that code (still valid) without asking.
 */
function MobileStep(props: {
  typed: string | null;
  last: SentCode | null;
  onSent(sent: SentCode, typed: string): void;
}) {
  const id = useId();
  const form = useZodForm(mobileFields, { defaultValues: { mobile: props.typed ?? '' } });
  // Back from the code ("Use another number"), the keyboard's focus is on the number, where the person goes on.
  const { setFocus } = form;
  const back = props.typed !== null;
  useEffect(() => {
    if (back) setFocus('mobile');
  }, [back, setFocus]);
  // The API's refusal that is no field's (a 429: too soon, too many), shown until the next try.
  const [problem, setProblem] = useState('');
  const onSubmit = form.handleSubmit(async ({ mobile }) => {
    setProblem('');
    const { last } = props;
    if (last?.mobile === mobile && secondsLeft(last.at, last.wait, Date.now()) > 0)
      return props.onSent(last, form.getValues('mobile'));
    try {
      props.onSent(await codeTo(mobile), form.getValues('mobile'));
    } catch (err) {
      if (!showServerErrors(form.setError, err, ['mobile']))
        setProblem(errorText(err, accountText('phone.sendFailed')));
    }
  });
  const sending = form.formState.isSubmitting;
  return (
    <form className="form auth__phone" onSubmit={onSubmit} noValidate>
      <p>{accountText('phone.intro')}</p>
      <MobileField
        id={`${id}-mobile`}
        label={accountText('phone.mobile')}
        error={errorOf(form, 'mobile')}
        registration={form.register('mobile')}
      />
      <p role="alert" className="form__error auth__problem">
        {problem && inLanguage(problem)}
      </p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : accountText('phone.sendCode')}
      </button>
    </form>
  );
}

function CodeStep(props: { sent: SentCode; onSent(sent: SentCode): void; onOtherNumber(): void }) {
  const { sent } = props;
  const id = useId();
  const { toast } = useFeedback();
  const signedIn = useSignedIn();
  const form = useZodForm(codeFields, { defaultValues: { code: '' } });
  // The API's word that this number has no account yet: the name and the opt-in are asked, and the code kept.
  const [naming, setNaming] = useState('');
  // The focus goes where the person goes on: to the code, or to the name it needs.
  const { setFocus } = form;
  useEffect(() => setFocus(naming ? 'name' : 'code'), [naming, setFocus]);
  // A new code sent: back to the code's field (the pressed "Send again" is disabled for the wait, which drops focus).
  const sendAgain = async () => {
    props.onSent(await codeTo(sent.mobile));
    setFocus('code');
  };

  const onSubmit = form.handleSubmit(async ({ code, name, whatsapp }) => {
    try {
      const signUp = naming ? { name, whatsapp: whatsapp ?? false } : {};
      const res = await logInWithCode({ mobile: sent.mobile, code, ...signUp });
      toast(res.message, 'success');
      await signedIn(res.language);
    } catch (err) {
      const needsName = err instanceof ApiError && !naming ? err.fieldErrors.name : undefined;
      if (needsName) return setNaming(needsName);
      if (!showServerErrors(form.setError, err, ['code', 'name']))
        toast(errorText(err, accountText('phone.verifyFailed')), 'error');
    }
  });
  const sending = form.formState.isSubmitting;
  return (
    <form className="form auth__phone" onSubmit={onSubmit} noValidate>
      <SentCodeField id={`${id}-code`} sent={sent} error={errorOf(form, 'code')} registration={form.register('code')} />
      {naming && (
        <>
          <Field
            id={`${id}-name`}
            label={accountText('login.fullName')}
            required
            hint={inLanguage(naming)}
            error={errorOf(form, 'name')}
          >
            {(control) => <input type="text" autoComplete="name" {...control} {...form.register('name')} />}
          </Field>
          <WhatsappField
            id={`${id}-whatsapp`}
            error={errorOf(form, 'whatsapp')}
            registration={form.register('whatsapp')}
          />
        </>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : accountText(naming ? 'phone.createAccount' : 'phone.verify')}
      </button>
      <SendAgain id={id} sent={sent} send={sendAgain} />
      <button type="button" className="link-button auth__forgot" onClick={props.onOtherNumber}>
        {accountText('phone.otherNumber')}
      </button>
    </form>
  );
}
