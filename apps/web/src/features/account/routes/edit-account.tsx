// /my-account/edit-account: the profile form (every field required) and the other-address list with
// Add, Update (after Edit) and delete. Save Changes is enabled once something was touched; saving what
// equals the stored profile says 'No changes detected.'. Field errors from the server show beside each field. A new
// e-mail or password needs the current password (the server checks it, and tells the old address of a new e-mail).
import type { Customer, OtherAddress } from '@motomitra/domain/accounts';
import { GENDERS } from '@motomitra/domain/constants';
import { passwordProblems } from '@motomitra/domain/password';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { fieldErrors } from '../../../components/field-errors.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { type MessageKey, t } from '../../../i18n/t.ts';
import { customerQuery, editCustomer } from '../api.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('account.editProfile'));
  const { data: customer, isError } = useQuery(customerQuery);
  return (
    <section>
      <h1>{t('account.editProfile')}</h1>
      {isError && <p role="alert">{t('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {/* Keyed by the saved profile, so a save starts the form afresh from what the server stored. */}
      {customer && <ProfileForm key={JSON.stringify(customer)} customer={customer} />}
    </section>
  );
}

type Profile = { name: string; email: string; phone_no: string; dob: string; gender: string; address: string };

function profileOf(c: Customer): Profile {
  return {
    name: c.name,
    email: c.email,
    phone_no: c.phone_no.replace(/^\+91/, ''),
    dob: c.dob ?? '',
    gender: c.gender ?? '',
    address: c.address,
  };
}

const FIELDS: { name: keyof Profile; label: MessageKey; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'profile.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'profile.email', type: 'email', autoComplete: 'email' },
  { name: 'phone_no', label: 'profile.mobile', type: 'tel', autoComplete: 'tel-national' },
  { name: 'dob', label: 'profile.dob', type: 'date', autoComplete: 'bday' },
];

function ProfileForm({ customer }: { customer: Customer }) {
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const original = profileOf(customer);
  const [values, setValues] = useState<Profile>(original);
  const [others, setOthers] = useState<OtherAddress[]>(customer.otherAddress);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Sign-in details: sent only when the e-mail or the password changes (the server asks for the current password then).
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [triedPassword, setTriedPassword] = useState(false);

  const change =
    (name: keyof Profile) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setTouched(true);
    };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const unchanged =
      JSON.stringify(values) === JSON.stringify(original) &&
      JSON.stringify(others) === JSON.stringify(customer.otherAddress) &&
      newPassword === '';
    if (unchanged) {
      toast(t('noChangesDetected'), 'info');
      return;
    }
    const missing = Object.fromEntries(
      (Object.keys(values) as (keyof Profile)[])
        .filter((k) => values[k].trim() === '')
        .map((k) => [k, t('profile.required')]),
    );
    if (newPassword !== '' && passwordProblems(newPassword).length > 0) {
      setTriedPassword(true);
      missing.newPassword = passwordProblems(newPassword)[0] ?? '';
    }
    const signInChanged = values.email.trim().toLowerCase() !== original.email.toLowerCase() || newPassword !== '';
    if (signInChanged && currentPassword === '') missing.currentPassword = t('currentPasswordRequired');
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      document.getElementById(`${id}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const res = await editCustomer({
        ...values,
        gender: values.gender as Customer['gender'] & string,
        city: customer.city,
        otherAddress: others,
        ...(signInChanged ? { currentPassword, ...(newPassword ? { newPassword } : {}) } : {}),
      });
      setCurrentPassword('');
      setNewPassword('');
      setTriedPassword(false);
      setTouched(false);
      queryClient.setQueryData(customerQuery.queryKey, (old) => (old ? { ...old, ...res.customer } : old));
      toast(res.message, 'success');
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fieldErrorsUnder('updatedCustomerData'));
      }
      toast(errorText(err, 'profile.saveFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  const { describedBy, errorOf } = fieldErrors(id, errors);
  const otherError = Object.entries(errors).find(([k]) => k.startsWith('otherAddress'))?.[1];

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {FIELDS.map((f) => (
        <div key={f.name} className="form__field">
          <label htmlFor={`${id}-${f.name}`}>
            {t(f.label)} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type={f.type}
            required
            autoComplete={f.autoComplete}
            inputMode={f.name === 'phone_no' ? 'numeric' : undefined}
            max={f.type === 'date' ? new Date().toISOString().slice(0, 10) : undefined}
            value={values[f.name]}
            onChange={change(f.name)}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={describedBy(f.name)}
          />
          {errorOf(f.name)}
        </div>
      ))}
      <div className="form__field">
        <label htmlFor={`${id}-gender`}>
          {t('profile.gender')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-gender`}
          name="gender"
          required
          value={values.gender}
          onChange={change('gender')}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={describedBy('gender')}
        >
          <option value="">{t('profile.chooseGender')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`profile.gender.${g}` as MessageKey)}
            </option>
          ))}
        </select>
        {errorOf('gender')}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-address`}>
          {t('profile.address')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-address`}
          name="address"
          rows={3}
          required
          autoComplete="street-address"
          value={values.address}
          onChange={change('address')}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describedBy('address')}
        />
        {errorOf('address')}
      </div>

      <fieldset className="fieldset">
        <legend>{t('profile.signIn')}</legend>
        <p id={`${id}-signin-hint`}>{t('profile.signInHint')}</p>
        <PasswordField
          id={`${id}-currentPassword`}
          name="currentPassword"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(v) => {
            setCurrentPassword(v);
            setTouched(true);
          }}
          error={errors.currentPassword}
        />
        <PasswordField
          id={`${id}-newPassword`}
          name="newPassword"
          label={t('profile.newPassword')}
          autoComplete="new-password"
          checks={newPassword !== '' || triedPassword}
          tried={triedPassword}
          value={newPassword}
          onChange={(v) => {
            setNewPassword(v);
            setTouched(true);
          }}
          error={errors.newPassword && !triedPassword ? errors.newPassword : undefined}
        />
      </fieldset>

      <OtherAddresses
        value={others}
        onChange={(next) => {
          setOthers(next);
          setTouched(true);
        }}
        error={otherError}
      />

      <button type="submit" className="button" disabled={!touched || saving}>
        {saving ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}

/** Add appends an entry; Edit loads one into the inputs and the button becomes Update, which replaces it. */
function OtherAddresses(props: { value: OtherAddress[]; onChange(next: OtherAddress[]): void; error?: string }) {
  const id = useId();
  const [draft, setDraft] = useState<OtherAddress>({ addressLabel: '', address: '' });
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  const commit = () => {
    const entry = { addressLabel: draft.addressLabel.trim(), address: draft.address.trim() };
    if (!entry.addressLabel || !entry.address) {
      setProblem(t('profile.otherRequired'));
      return;
    }
    props.onChange(editing === null ? [...props.value, entry] : props.value.map((a, i) => (i === editing ? entry : a)));
    setDraft({ addressLabel: '', address: '' });
    setEditing(null);
    setProblem('');
  };

  return (
    <fieldset className="fieldset">
      <legend>{t('account.otherAddresses')}</legend>
      {props.value.length > 0 && (
        <ul className="address-list">
          {props.value.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; labels may repeat
            <li key={i}>
              <strong>{a.addressLabel}</strong>
              <span>{a.address}</span>
              <span className="address-list__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('profile.editAddress', { label: a.addressLabel })}
                  onClick={() => {
                    setDraft(a);
                    setEditing(i);
                    document.getElementById(`${id}-label`)?.focus();
                  }}
                >
                  {t('profile.edit')}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('profile.deleteAddress', { label: a.addressLabel })}
                  onClick={() => {
                    props.onChange(props.value.filter((_, j) => j !== i));
                    if (editing === i) {
                      setEditing(null);
                      setDraft({ addressLabel: '', address: '' });
                    }
                  }}
                >
                  {t('profile.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="form__field">
        <label htmlFor={`${id}-label`}>{t('profile.addressLabel')}</label>
        <input
          id={`${id}-label`}
          value={draft.addressLabel}
          maxLength={40}
          onChange={(e) => setDraft((d) => ({ ...d, addressLabel: e.target.value }))}
        />
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-address`}>{t('profile.otherAddress')}</label>
        <textarea
          id={`${id}-address`}
          rows={2}
          maxLength={300}
          value={draft.address}
          onChange={(e) => setDraft((d) => ({ ...d, address: e.target.value }))}
        />
      </div>
      {(problem || props.error) && (
        <p className="form__error" role="alert">
          {problem || props.error}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={commit}>
        {editing === null ? t('profile.add') : t('profile.update')}
      </button>
    </fieldset>
  );
}
