// The profile's other addresses: Add appends an entry; Edit loads one into the inputs and the button becomes
// Update, which replaces it; Delete removes it. An entry is checked with the domain's OtherAddressSchema, and each
// change is saved at once on its own (PUT /api/customer/addresses): it needs nothing else of the profile, and is not
// lost if the customer leaves without saving the rest.
import { type OtherAddress, OtherAddressSchema } from '@motomitra/domain/accounts';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { inLanguage } from '../../../i18n/t.ts';
import { useSaveOtherAddresses } from '../api.ts';
import { AddressList } from './address-list.tsx';

const EMPTY: OtherAddress = { addressLabel: '', address: '' };

export function OtherAddresses(props: { value: OtherAddress[]; onSaved(next: OtherAddress[]): void; error?: string }) {
  const id = useId();
  const { toast } = useFeedback();
  const saveList = useSaveOtherAddresses();
  const [draft, setDraft] = useState<OtherAddress>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  /** Saves the list as it should now be; true once stored. */
  const persist = async (next: OtherAddress[]) => {
    try {
      const res = await saveList.mutateAsync(next);
      props.onSaved(res.customer.otherAddress);
      toast(res.message, 'success');
      return true;
    } catch (err) {
      toast(errorText(err, accountText('profile.saveFailed')), 'error');
      return false;
    }
  };

  const commit = async () => {
    const checked = OtherAddressSchema.safeParse(draft);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '');
      return;
    }
    const entry = checked.data;
    const next = editing === null ? [...props.value, entry] : props.value.map((a, i) => (i === editing ? entry : a));
    if (!(await persist(next))) return;
    setDraft(EMPTY);
    setEditing(null);
    setProblem('');
  };
  const message = problem || props.error;

  return (
    <fieldset className="fieldset">
      <legend>{accountText('account.otherAddresses')}</legend>
      {props.value.length > 0 && (
        <AddressList
          addresses={props.value}
          busy={saveList.isPending}
          onEdit={(i, a) => {
            setDraft(a);
            setEditing(i);
            document.getElementById(`${id}-label`)?.focus();
          }}
          onDelete={async (i) => {
            if (!(await persist(props.value.filter((_, j) => j !== i)))) return;
            if (editing === i) {
              setEditing(null);
              setDraft(EMPTY);
            }
          }}
        />
      )}
      <Field id={`${id}-label`} label={accountText('profile.addressLabel')}>
        {(control) => (
          <input
            {...control}
            value={draft.addressLabel}
            maxLength={OtherAddressSchema.shape.addressLabel.maxLength ?? undefined}
            onChange={(e) => setDraft((d) => ({ ...d, addressLabel: e.target.value }))}
          />
        )}
      </Field>
      <Field id={`${id}-address`} label={accountText('profile.otherAddress')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={OtherAddressSchema.shape.address.maxLength ?? undefined}
            value={draft.address}
            onChange={(e) => setDraft((d) => ({ ...d, address: e.target.value }))}
          />
        )}
      </Field>
      {message && (
        <p className="form__error" role="alert">
          {inLanguage(message)}
        </p>
      )}
      <button type="button" className="button button--ghost" disabled={saveList.isPending} onClick={commit}>
        {editing === null ? accountText('profile.add') : accountText('profile.update')}
      </button>
    </fieldset>
  );
}
