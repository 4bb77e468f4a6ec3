// Adding a member of staff on /ops/staff: name, email, mobile, role and a first password, checked as the API checks
// them before sending; the server's refusals (an email in use: 409) beside their fields, any other said under the form.
import { STAFF_ROLES } from '@motomitra/domain/staff';
import { useId } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { useAddStaff } from '../staff-api.ts';
import { EMPTY_NEW, NEW_FIELDS, newResolver } from '../staff-draft.ts';

export const roleText = (role: string) => opsText(`ops.staff.role.${role}` as OpsKey);

export function StaffNewForm() {
  const id = useId();
  const { toast } = useFeedback();
  const add = useAddStaff();
  const form = useForm({ defaultValues: EMPTY_NEW, resolver: newResolver });
  // A refusal about a field shows beside it; any other (a lost connection, a server's trouble) under the form.
  const refused = add.error;
  const besideField = refused instanceof ApiError && NEW_FIELDS.some((f) => refused.fieldErrors[f]);
  const problem = refused && !besideField ? errorText(refused, opsText('ops.staff.saveFailed')) : '';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { member } = await add.mutateAsync(body);
      toast(opsText('ops.staff.added', { name: member.name, role: roleText(member.role) }), 'success');
      form.reset(EMPTY_NEW);
      add.reset();
    } catch (err) {
      showServerErrors(form.setError, err, NEW_FIELDS);
    }
  });

  const input = (name: 'name' | 'email' | 'phone' | 'password', type: string, more: InputMore = {}) => (
    <StaffInput id={id} form={form} name={name} type={type} {...more} />
  );
  return (
    <form className="form ops-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{opsText('ops.staff.add')}</h2>
      <div className="ops-form__row">
        {input('name', 'text', { required: true, autoComplete: 'off' })}
        {input('email', 'email', { required: true, autoComplete: 'off' })}
      </div>
      <div className="ops-form__row">
        {input('phone', 'tel', { inputMode: 'tel', autoComplete: 'off', hint: 'ops.staff.hint.phone' })}
        <SelectField
          id={`${id}-role`}
          label={opsText('ops.staff.field.role')}
          required
          placeholder={opsText('ops.staff.chooseRole')}
          error={errorOf(form, 'role')}
          options={STAFF_ROLES.map((r) => ({ value: r, label: roleText(r) }))}
          control={form.register('role')}
        />
      </div>
      {input('password', 'password', { required: true, autoComplete: 'new-password', hint: 'ops.staff.hint.password' })}
      {problem && (
        <p role="alert" className="form__error">
          {problem}
        </p>
      )}
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? opsText('ops.saving') : opsText('ops.staff.addButton')}
        </button>
      </div>
    </form>
  );
}

type InputMore = {
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'tel';
  hint?: OpsKey;
};

const LABELS = {
  name: 'ops.staff.field.name',
  email: 'ops.staff.field.email',
  phone: 'ops.staff.field.phone',
  password: 'ops.staff.field.password',
} as const;

/** One typed field of a staff form (new member, or a change); `id` is the form's. */
export function StaffInput<D extends FieldValues>(
  props: {
    id: string;
    form: UseFormReturn<D, unknown, unknown>;
    name: keyof typeof LABELS & Path<D>;
    type: string;
  } & InputMore,
) {
  const { form, name } = props;
  return (
    <Field
      id={`${props.id}-${name}`}
      label={opsText(LABELS[name])}
      required={props.required}
      hint={props.hint ? opsText(props.hint) : undefined}
      error={errorOf(form, name)}
    >
      {(control) => (
        <input
          type={props.type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          {...control}
          {...form.register(name)}
        />
      )}
    </Field>
  );
}
