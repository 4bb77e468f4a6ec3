// /my-account/your-data (issue 16, DPDP Act 2023): download everything we hold about you as JSON, and erase your
// account (the password again and a confirm; refused while a booking is open). What is kept is said: the GST invoices.
import { EraseAccountBodySchema } from '@motomitra/domain/my-data';
import { SuccessSchema } from '@motomitra/domain/responses';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { api, errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { useNavigate } from '../../../components/router.tsx';
import { t } from '../../../i18n/t.ts';
import { LOGGED_OUT, setSession } from '../../auth/session.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('yourData.title'));
  const id = useId();
  const { confirm, toast } = useFeedback();
  const navigate = useNavigate();
  const form = useZodForm(EraseAccountBodySchema, { defaultValues: { password: '' } });
  const onErase = form.handleSubmit(async (body) => {
    if (!(await confirm(t('yourData.confirmErase')))) return;
    try {
      const res = await api('/customer/delete', SuccessSchema, { method: 'POST', body });
      toast(res.message, 'success');
      // As after Log Out: the session is gone, and the login page is where a logged-out account screen leads.
      setSession(LOGGED_OUT);
      navigate('/login');
    } catch (err) {
      showServerErrors(form.setError, err, ['password']);
      toast(errorText(err, 'yourData.eraseFailed'), 'error');
    }
  });
  return (
    <section className="your-data">
      <h1>{t('yourData.title')}</h1>
      <p>{t('yourData.intro')}</p>
      <section aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}>{t('yourData.downloadTitle')}</h2>
        <p>{t('yourData.downloadText')}</p>
        <a className="button button--ghost" href="/api/customer/export" download>
          {t('yourData.download')}
        </a>
      </section>
      <section aria-labelledby={`${id}-erase`}>
        <h2 id={`${id}-erase`}>{t('yourData.eraseTitle')}</h2>
        <p>{t('yourData.eraseText')}</p>
        <p className="muted">{t('yourData.eraseKept')}</p>
        <form className="form" onSubmit={onErase} noValidate>
          <Field id={`${id}-password`} label={t('yourData.password')} required error={errorOf(form, 'password')}>
            {(control) => (
              <input type="password" autoComplete="current-password" {...control} {...form.register('password')} />
            )}
          </Field>
          <button type="submit" className="button button--danger" disabled={form.formState.isSubmitting}>
            {t('yourData.erase')}
          </button>
        </form>
      </section>
    </section>
  );
}
