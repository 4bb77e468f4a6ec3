// /my-account/your-data (DPDP Act 2023): download everything we hold about you as JSON, and erase your
// account (the password again, or a code sent to the number of an account that has none, and a confirm; refused while
// a booking is open). What is kept is said: the GST invoices.
import { holdsAccount } from '@motomitra/domain/lifecycle';
import { EraseAccountBodySchema } from '@motomitra/domain/my-data';
import { SuccessSchema } from '@motomitra/domain/responses';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { api, errorText } from '../../../components/http.ts';
import { useNavigate } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { LOGGED_OUT, setSession } from '../../auth/session.ts';
import { ordersQuery } from '../../orders/api.ts';
import { customerQuery } from '../api.ts';
import { ConfirmByCode } from '../components/confirm-by-code.tsx';

export function Component() {
  usePageTitle(accountText('yourData.title'));
  const id = useId();
  const { confirm, toast } = useFeedback();
  const navigate = useNavigate();
  const form = useZodForm(EraseAccountBodySchema, { defaultValues: { password: '' } });
  // Said before anything is typed: a booking still open keeps the account (the API's own rule, holdsAccount).
  const { data: orders, isError: ordersUnknown } = useQuery(ordersQuery);
  // An account made with a mobile number has no password: a code sent to its number stands for it (decision 0019).
  const { data: customer } = useQuery(customerQuery);
  const byCode = customer !== undefined && !customer.hasPassword;
  // Until the bookings are known the erase waits; if they cannot be read, the server still decides.
  const waiting = orders === undefined && !ordersUnknown;
  const open = (orders ?? []).filter((o) => holdsAccount(o.status, o.paymentStatus));
  const onErase = form.handleSubmit(async (body) => {
    if (!(await confirm(accountText('yourData.confirmErase')))) return;
    try {
      const proof = byCode ? { code: body.code } : { password: body.password };
      const res = await api('/customer/delete', SuccessSchema, { method: 'POST', body: proof });
      toast(res.message, 'success');
      // As after Log Out: the session is gone, and the login page is where a logged-out account screen leads.
      setSession(LOGGED_OUT);
      navigate('/login');
    } catch (err) {
      showServerErrors(form.setError, err, ['password', 'code']);
      toast(errorText(err, accountText('yourData.eraseFailed')), 'error');
    }
  });
  return (
    <section className="your-data">
      <h1>{accountText('yourData.title')}</h1>
      <p>{accountText('yourData.intro')}</p>
      <section aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}>{accountText('yourData.downloadTitle')}</h2>
        <p>{accountText('yourData.downloadText')}</p>
        <a className="button button--ghost" href="/api/customer/export" download>
          {accountText('yourData.download')}
        </a>
      </section>
      <section aria-labelledby={`${id}-erase`}>
        <h2 id={`${id}-erase`}>{accountText('yourData.eraseTitle')}</h2>
        <p>{accountText('yourData.eraseText')}</p>
        <p className="muted">{accountText('yourData.eraseKept')}</p>
        {open.length > 0 && (
          <p className="notice" id={`${id}-open`}>
            {accountText.n('yourData.openBookings', open.length, { orders: open.map((o) => o.OID).join(', ') })}
          </p>
        )}
        <form
          className="form"
          onSubmit={onErase}
          noValidate
          aria-describedby={open.length > 0 ? `${id}-open` : undefined}
        >
          {byCode && customer ? (
            <ConfirmByCode
              id={`${id}-code`}
              mobile={customer.phone_no}
              intro={accountText('yourData.byCode')}
              // Without a code the contract's own check names the password: here, the code is what is missing.
              error={
                errorOf(form, 'code') ?? (errorOf(form, 'password') ? accountText('confirmCodeRequired') : undefined)
              }
              registration={form.register('code')}
            />
          ) : (
            <Field
              id={`${id}-password`}
              label={accountText('yourData.password')}
              required
              error={errorOf(form, 'password')}
            >
              {(control) => (
                <input type="password" autoComplete="current-password" {...control} {...form.register('password')} />
              )}
            </Field>
          )}
          <button
            type="submit"
            className="button button--danger"
            disabled={form.formState.isSubmitting || waiting || open.length > 0}
          >
            {accountText('yourData.erase')}
          </button>
        </form>
      </section>
    </section>
  );
}
