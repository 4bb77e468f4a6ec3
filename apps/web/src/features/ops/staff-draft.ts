// The staff forms' drafts, as the admin types them, and the bodies they send: checked before sending by the API's own
// schemas (NewStaffBodySchema, StaffChangeBodySchema) and the password rule, the first issue of each field kept, so
// that the form refuses what the server would and no rule is written twice.
import { passwordProblems } from '@motomitra/domain/password';
import {
  type NewStaffBody,
  NewStaffBodySchema,
  type StaffChangeBody,
  StaffChangeBodySchema,
  type StaffMember,
  type StaffRole,
} from '@motomitra/domain/staff';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type NewDraft = { name: string; email: string; phone: string; role: StaffRole | ''; password: string };
export const NEW_FIELDS = ['name', 'email', 'phone', 'role', 'password'] as const;
export const EMPTY_NEW: NewDraft = { name: '', email: '', phone: '', role: '', password: '' };

export type ChangeDraft = { name: string; phone: string; role: StaffRole };
export const CHANGE_FIELDS = ['name', 'phone', 'role'] as const;
export const changeDraftOf = (m: StaffMember): ChangeDraft => ({ name: m.name, phone: m.phone, role: m.role });

/** A new member's body: the number left out when not given (it is optional). */
function newBodyOf(d: NewDraft) {
  return {
    name: d.name,
    email: d.email,
    role: d.role,
    password: d.password,
    ...(d.phone.trim() && { phone: d.phone }),
  };
}

/** Only what the admin changed: an unchanged field is not sent (nor refused again for what it already was). */
function changeBodyOf(d: ChangeDraft, m: StaffMember) {
  return {
    ...(d.name.trim() !== m.name && { name: d.name }),
    ...(d.phone.trim() !== m.phone && { phone: d.phone }),
    ...(d.role !== m.role && { role: d.role }),
  };
}

/** `schema` on the body the draft would send; on success the form submits the checked body. */
function checkedBy<D extends FieldValues, B>(
  schema: z.ZodType<B>,
  bodyOf: (draft: D) => unknown,
  fields: readonly (keyof D & string)[],
  more: (draft: D) => FieldErrors<D> = () => ({}),
): Resolver<D, unknown, B> {
  return (draft) => {
    const checked = schema.safeParse(bodyOf(draft));
    const errors: FieldErrors<D> = more(draft);
    if (checked.success && Object.keys(errors).length === 0) return { values: checked.data, errors: {} };
    for (const issue of checked.error?.issues ?? []) {
      const name = fields.find((f) => f === issue.path[0]);
      if (name && !errors[name])
        (errors as Record<string, unknown>)[name] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

export const newResolver = checkedBy<NewDraft, NewStaffBody>(NewStaffBodySchema, newBodyOf, NEW_FIELDS, (draft) => {
  const problem = passwordProblems(draft.password)[0];
  return problem ? { password: { type: 'validate', message: problem } } : {};
});

/**
 * The change of `member`; nothing changed answers an empty body (the form then just closes), not the schema's
 * "Nothing to change." with no field to show it beside.
 */
export const changeResolverFor = (member: StaffMember): Resolver<ChangeDraft, unknown, StaffChangeBody | null> => {
  const check = checkedBy<ChangeDraft, StaffChangeBody>(
    StaffChangeBodySchema,
    (d) => changeBodyOf(d, member),
    CHANGE_FIELDS,
  );
  return (draft, context, options) =>
    Object.keys(changeBodyOf(draft, member)).length === 0
      ? { values: null, errors: {} }
      : check(draft, context, options);
};
