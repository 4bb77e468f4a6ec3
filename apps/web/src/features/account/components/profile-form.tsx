// The profile form of /my-account/edit-account: every field required, a new e-mail or password with the current
// password, and the other addresses (saved on their own) below.
import type { Customer } from '@motomitra/domain/accounts';
import { GENDERS, NAME_MAX } from '@motomitra/domain/constants';
import { useId } from 'react';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { useProfileForm } from '../use-profile-form.ts';
import { OtherAddresses } from './other-addresses.tsx';

const FIELDS: { name: 'name' | 'email' | 'phone_no' | 'dob'; label: AccountKey; type: string; autoComplete: string }[] =
  [
    { name: 'name', label: 'profile.name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'profile.email', type: 'email', autoComplete: 'email' },
    { name: 'phone_no', label: 'profile.mobile', type: 'tel', autoComplete: 'tel-national' },
    { name: 'dob', label: 'profile.dob', type: 'date', autoComplete: 'bday' },
  ];

type ProfileFormState = ReturnType<typeof useProfileForm>['form'];

export function ProfileForm({ customer }: { customer: Customer }) {
  const id = useId();
  const { form, touched, onSubmit } = useProfileForm(id, customer);
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

      <SignInFields id={id} form={form} />

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

/** The current and the new password: the current one is asked only for a new e-mail or password. */
function SignInFields({ id, form }: { id: string; form: ProfileFormState }) {
  const newPassword = form.watch('newPassword') ?? '';
  const newPasswordError = form.formState.errors.newPassword;
  return (
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
  );
}
