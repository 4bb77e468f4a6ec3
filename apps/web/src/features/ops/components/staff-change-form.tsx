// Changing a member of staff (in a modal on /ops/staff): name, mobile and role, only what changed sent. The server's
// refusals beside their fields, and any other (an admin's own role, the last admin: 409) said inside the form, since
// toasts sit under the modal's backdrop.
import { STAFF_ROLES } from '@motomitra/domain/staff';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { SelectField } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { type StaffMember, useChangeStaff } from '../staff-api.ts';
import { CHANGE_FIELDS, changeDraftOf, changeResolverFor } from '../staff-draft.ts';
import { roleText, StaffInput } from './staff-new-form.tsx';

export function StaffChangeForm(props: { member: StaffMember; onDone(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const save = useChangeStaff();
  const form = useForm({ defaultValues: changeDraftOf(props.member), resolver: changeResolverFor(props.member) });
  const refused = save.error;
  const besideField = refused instanceof ApiError && CHANGE_FIELDS.some((f) => refused.fieldErrors[f]);
  const problem = refused && !besideField ? errorText(refused, opsText('ops.staff.saveFailed')) : '';

  const onSubmit = form.handleSubmit(async (body) => {
    if (body === null) return props.onDone();
    try {
      const { member } = await save.mutateAsync({ id: props.member._id, body });
      toast(opsText('ops.staff.saved', { name: member.name }), 'success');
      props.onDone();
    } catch (err) {
      showServerErrors(form.setError, err, CHANGE_FIELDS);
    }
  });

  return (
    <form className="form ops-form" onSubmit={onSubmit} noValidate>
      <StaffInput id={id} form={form} name="name" type="text" required autoComplete="off" />
      <StaffInput id={id} form={form} name="phone" type="tel" inputMode="tel" autoComplete="off" />
      <SelectField
        id={`${id}-role`}
        label={opsText('ops.staff.field.role')}
        required
        error={errorOf(form, 'role')}
        options={STAFF_ROLES.map((r) => ({ value: r, label: roleText(r) }))}
        control={form.register('role')}
      />
      {problem && (
        <p role="alert" className="form__error">
          {problem}
        </p>
      )}
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? opsText('ops.saving') : opsText('ops.staff.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {opsText('ops.cancel')}
        </button>
      </div>
    </form>
  );
}
