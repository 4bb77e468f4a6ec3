// The profile form of /my-account/edit-account: every field required, a new e-mail or password with the current
// password (or a code sent to the mobile number: an account made with one has no password), and the other addresses
// (saved on their own) below. The mobile number is not a field here: it changes with a code (mobile-number.tsx).
import type { Customer } from '@motomitra/domain/accounts';
import { GENDERS, NAME_MAX } from '@motomitra/domain/constants';
import { useId } from 'react';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { useProfileForm } from '../use-profile-form.ts';
import { ConfirmByCode } from './confirm-by-code.tsx';
import { OtherAddresses } from './other-addresses.tsx';

const FIELDS: { name: 'name' | 'email' | 'dob'; label: AccountKey; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'profile.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'profile.email', type: 'email', autoComplete: 'email' },
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
          // An account made with a mobile number may add an e-mail address, and need not.
          required={f.name !== 'email' || customer.email !== null}
          error={errorOf(form, f.name)}
          count={f.name === 'name' ? { length: (form.watch('name') ?? '').length, max: NAME_MAX } : undefined}
        >
          {(control) => (
            <input
              type={f.type}
              autoComplete={f.autoComplete}
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

      <SignInFields id={id} form={form} customer={customer} />

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

/**
 * The current and the new password: the current one is asked only for a new e-mail or password. An account without an
 * e-mail address (made with a mobile number) adds one and sets a password, confirmed by a code; one that has them may
 * confirm by a code too.
 */
function SignInFields({ id, form, customer }: { id: string; form: ProfileFormState; customer: Customer }) {
  const newPassword = form.watch('newPassword') ?? '';
  const newPasswordError = form.formState.errors.newPassword;
  // An account without a password (made with a mobile number) sets one, confirmed by a code: it has none to give.
  const adding = !customer.hasPassword;
  return (
    <fieldset className="fieldset">
      <legend>{accountText(adding ? 'profile.addSignIn' : 'profile.signIn')}</legend>
      <p id={`${id}-signin-hint`}>{accountText(adding ? 'profile.addSignInHint' : 'profile.signInHint')}</p>
      {!adding && <CurrentPassword id={id} form={form} />}
      <PasswordField
        id={`${id}-newPassword`}
        name="newPassword"
        label={accountText(adding ? 'profile.setPassword' : 'profile.newPassword')}
        autoComplete="new-password"
        checks={newPassword !== '' || newPasswordError !== undefined}
        tried={newPasswordError !== undefined}
        value={newPassword}
        onChange={(v) =>
          form.setValue('newPassword', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
        error={newPasswordError?.type === 'server' ? newPasswordError.message : undefined}
      />
      <ConfirmByCode
        id={`${id}-code`}
        mobile={customer.phone_no}
        intro={accountText(adding ? 'mobile.verifyIntro' : 'profile.byCode')}
        error={errorOf(form, 'code')}
        registration={form.register('code', { setValueAs: (v: string) => v || undefined })}
      />
    </fieldset>
  );
}

function CurrentPassword({ id, form }: { id: string; form: ProfileFormState }) {
  return (
    <PasswordField
      id={`${id}-currentPassword`}
      name="currentPassword"
      label={accountText('profile.currentPassword')}
      autoComplete="current-password"
      value={form.watch('currentPassword') ?? ''}
      onChange={(v) => form.setValue('currentPassword', v, { shouldDirty: true })}
      error={errorOf(form, 'currentPassword')}
    />
  );
}
