// /my-account/edit-account: the profile form (every field required) and the other-address list with
// Add, Update (after Edit) and delete. Save Changes is enabled once something was touched; saving what
// equals the stored profile says 'No changes detected.'. Field errors from the server show beside each field. A new
// e-mail or password needs the current password (the server checks it, and tells the old address of a new e-mail).
// Below it, the reminder e-mails switch (issue 16), saved on its own.
import type { Customer, OtherAddress } from '@motomitra/domain/accounts';
import { GENDERS, NAME_MAX } from '@motomitra/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { customerQuery, useEditCustomer } from '../api.ts';
import { OtherAddresses } from '../components/other-addresses.tsx';
import { RemindersSwitch } from '../components/reminders-switch.tsx';

export function Component() {
  usePageTitle(accountText('account.editProfile'));
  const { data: customer, isError } = useQuery(customerQuery);
  return (
    <section>
      <h1>{accountText('account.editProfile')}</h1>
      {isError && <p role="alert">{accountText('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {/* Keyed by the saved profile, so a save starts the form afresh from what the server stored; not by the other
          addresses nor the reminders switch, which are saved on their own while the rest may be half typed. */}
      {customer && (
        <ProfileForm key={JSON.stringify({ ...customer, otherAddress: null, reminders: null })} customer={customer} />
      )}
      {customer && <RemindersSwitch enabled={customer.reminders} />}
    </section>
  );
}

type Profile = {
  name: string;
  email: string;
  phone_no: string;
  dob: string;
  gender: NonNullable<Customer['gender']> | undefined;
  address: string;
  otherAddress: OtherAddress[];
  /** Sent only when the e-mail or the password changes (the server asks for the current password then). */
  currentPassword: string;
  newPassword: string;
};

function profileOf(c: Customer): Profile {
  return {
    name: c.name,
    email: c.email,
    phone_no: c.phone_no.replace(/^\+91/, ''),
    dob: c.dob ?? '',
    gender: c.gender ?? undefined,
    address: c.address,
    otherAddress: c.otherAddress,
    currentPassword: '',
    newPassword: '',
  };
}

const FIELDS: { name: 'name' | 'email' | 'phone_no' | 'dob'; label: AccountKey; type: string; autoComplete: string }[] =
  [
    { name: 'name', label: 'profile.name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'profile.email', type: 'email', autoComplete: 'email' },
    { name: 'phone_no', label: 'profile.mobile', type: 'tel', autoComplete: 'tel-national' },
    { name: 'dob', label: 'profile.dob', type: 'date', autoComplete: 'bday' },
  ];
const FIELD_NAMES = [
  'name',
  'email',
  'phone_no',
  'dob',
  'gender',
  'address',
  'currentPassword',
  'newPassword',
] as const;

/** The profile as the API checks it (the domain's schema), with the form's own fields. */
const profileFields = () =>
  import('@motomitra/domain/accounts').then((m) =>
    m.EditCustomerBodySchema.shape.updatedCustomerData.omit({ city: true }),
  );

function ProfileForm({ customer }: { customer: Customer }) {
  const id = useId();
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
    async ({ currentPassword, newPassword, ...profile }) => {
      const signInChanged = profile.email !== original.email.toLowerCase() || newPassword !== '';
      if (signInChanged && !currentPassword) {
        form.setError(
          'currentPassword',
          { type: 'server', message: accountText('currentPasswordRequired') },
          { shouldFocus: true },
        );
        return;
      }
      try {
        const res = await save.mutateAsync({
          ...profile,
          city: customer.city,
          ...(signInChanged ? { currentPassword, ...(newPassword ? { newPassword } : {}) } : {}),
        });
        form.reset({ ...form.getValues(), currentPassword: '', newPassword: '' });
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
  const onSubmit = (e: React.FormEvent) => {
    const v = form.getValues();
    // A field never filled reads as '' from the page and as absent from the profile: both are empty.
    const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
    const unchanged = (Object.keys(original) as (keyof Profile)[])
      .filter((key) => key !== 'currentPassword')
      .every((key) => same(v[key], original[key]));
    if (unchanged) {
      e.preventDefault();
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    return send(e);
  };

  const newPassword = form.watch('newPassword') ?? '';
  const newPasswordError = form.formState.errors.newPassword;
  const saving = form.formState.isSubmitting;

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          id={`${id}-${f.name}`}
          label={accountText(f.label)}
          required
          error={errorOf(form, f.name)}
          count={f.name === 'name' ? { length: (form.watch('name') ?? '').length, max: NAME_MAX } : undefined}
        >
          {(control) => (
            <input
              type={f.type}
              autoComplete={f.autoComplete}
              inputMode={f.name === 'phone_no' ? 'numeric' : undefined}
              max={f.type === 'date' ? new Date().toISOString().slice(0, 10) : undefined}
              {...control}
              {...form.register(f.name)}
            />
          )}
        </Field>
      ))}
      <SelectField
        id={`${id}-gender`}
        label={accountText('profile.gender')}
        required
        error={errorOf(form, 'gender')}
        placeholder={accountText('profile.chooseGender')}
        options={GENDERS.map((g) => ({ value: g, label: accountText(`profile.gender.${g}` as AccountKey) }))}
        control={form.register('gender')}
      />
      <Field id={`${id}-address`} label={accountText('profile.address')} required error={errorOf(form, 'address')}>
        {(control) => <textarea rows={3} autoComplete="street-address" {...control} {...form.register('address')} />}
      </Field>

      <fieldset className="fieldset">
        <legend>{accountText('profile.signIn')}</legend>
        <p id={`${id}-signin-hint`}>{accountText('profile.signInHint')}</p>
        <PasswordField
          id={`${id}-currentPassword`}
          name="currentPassword"
          label={accountText('profile.currentPassword')}
          autoComplete="current-password"
          value={form.watch('currentPassword') ?? ''}
          onChange={(v) => form.setValue('currentPassword', v, { shouldDirty: true })}
          error={errorOf(form, 'currentPassword')}
        />
        <PasswordField
          id={`${id}-newPassword`}
          name="newPassword"
          label={accountText('profile.newPassword')}
          autoComplete="new-password"
          checks={newPassword !== '' || newPasswordError !== undefined}
          tried={newPasswordError !== undefined}
          value={newPassword}
          onChange={(v) =>
            form.setValue('newPassword', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          error={newPasswordError?.type === 'server' ? newPasswordError.message : undefined}
        />
      </fieldset>

      <OtherAddresses
        value={form.watch('otherAddress')}
        onSaved={(next) => form.setValue('otherAddress', next)}
        error={errorOf(form, 'otherAddress')}
      />

      <button type="submit" className="button" disabled={!touched || saving}>
        {saving ? accountText('profile.saving') : accountText('profile.save')}
      </button>
    </form>
  );
}
