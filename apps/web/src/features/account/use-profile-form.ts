// The profile form's state and saving: Save Changes once something was touched, 'No changes detected.' for the
// stored profile, the current password (or a code sent to the mobile number, decision 0019) asked for a new e-mail or
// password, and the server's refusals beside their fields (one about another address beside that list).
import type { Customer } from '@motomitra/domain/accounts';
import { type FormEvent, useEffect, useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { showServerErrors, useZodForm } from '../../components/form/use-form.ts';
import { ApiError, errorText } from '../../components/http.ts';
import { accountText } from '../../i18n/en/account.ts';
import { useEditCustomer } from './api.ts';
import { FIELD_NAMES, profileOf, unchangedProfile } from './profile.ts';

/** The profile as the API checks it (the domain's schema), with the form's own fields. */
const profileFields = () =>
  import('@motomitra/domain/accounts').then((m) =>
    m.EditCustomerBodySchema.shape.updatedCustomerData.omit({ city: true }),
  );

/** `id` is the form's: each field's id starts with it. */
export function useProfileForm(id: string, customer: Customer) {
  const { toast } = useFeedback();
  const original = profileOf(customer);
  const form = useZodForm(profileFields, { defaultValues: original });
  const save = useEditCustomer();
  // Save Changes is enabled once something was touched (putting it back still counts: saving then says so).
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    // Other addresses are saved on their own: their change does not ask for Save Changes.
    const watching = form.watch((_, { name }) => {
      if (name !== 'otherAddress') setTouched(true);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const send = form.handleSubmit(
    async ({ currentPassword, newPassword, code, ...profile }) => {
      const signInChanged = (profile.email ?? '') !== original.email.toLowerCase() || Boolean(newPassword);
      if (signInChanged && !currentPassword && !code) return askConfirmation(id, form, !customer.hasPassword);
      try {
        const res = await save.mutateAsync({
          ...profile,
          city: customer.city,
          ...(signInChanged
            ? { ...(code ? { code } : { currentPassword }), ...(newPassword ? { newPassword } : {}) }
            : {}),
        });
        form.reset({ ...form.getValues(), currentPassword: '', newPassword: '', code: undefined });
        setTouched(false);
        toast(res.message, 'success');
      } catch (err) {
        const shown = showServerErrors(form.setError, err, FIELD_NAMES, 'updatedCustomerData');
        if (shown === 0 && err instanceof ApiError && err.fieldErrors) {
          const other = Object.entries(err.fieldErrorsUnder('updatedCustomerData')).find(([k]) =>
            k.startsWith('otherAddress'),
          );
          if (other) form.setError('otherAddress', { type: 'server', message: other[1] });
        }
        toast(errorText(err, accountText('profile.saveFailed')), 'error');
      }
    },
    (errors) => {
      const first = FIELD_NAMES.find((name) => errors[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  );
  const onSubmit = (e: FormEvent) => {
    if (unchangedProfile(form.getValues(), original)) {
      e.preventDefault();
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    return send(e);
  };
  return { form, touched, onSubmit };
}

/**
 * A new e-mail or password needs the current password, or a code sent to the account's number: an account without an
 * e-mail address (made with a mobile number) has no password, and is asked for the code.
 */
function askConfirmation(id: string, form: ReturnType<typeof useProfileForm>['form'], byCode: boolean) {
  if (byCode) {
    form.setError('code', { type: 'server', message: accountText('confirmCodeRequired') });
    // Before a code was sent there is no code field yet: "Send a code" takes the focus, described by the error.
    (document.getElementById(`${id}-code`) ?? document.getElementById(`${id}-code-send`))?.focus();
  } else {
    form.setError(
      'currentPassword',
      { type: 'server', message: accountText('currentPasswordRequired') },
      { shouldFocus: true },
    );
  }
}
