// The garage's staff (decision 0021): each operator account has one role. Admins do everything; advisors
// run the console as before; technicians see only the jobs assigned to them, riders only their pickup and drop runs.
import { z } from 'zod';
import { EmailSchema, NameSchema, normalizeIndianMobile } from './customer-fields.ts';

export const STAFF_ROLES = ['admin', 'advisor', 'technician', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role: admin, advisor, technician or rider.');

/** The console as it was before roles: orders, catalogue, coupons, slots, enquiries, reviews, outbox. */
export const DESK: readonly StaffRole[] = ['admin', 'advisor'];
/** Only the owner's work: staff, reports, checklists. */
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];
/** Every member of staff (their own orders only, for technicians and riders). */
export const ALL_STAFF: readonly StaffRole[] = STAFF_ROLES;

export const StaffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The number a rider is called on and that the customer's messages give; empty when not given. */
  phone: z.string(),
  role: StaffRoleSchema,
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
/** A rider or technician the desk may assign (GET /api/ops/crew): the active ones, without their e-mail. */
export const CrewMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(['technician', 'rider']),
});
export type CrewMember = z.infer<typeof CrewMemberSchema>;
export const CrewResponseSchema = z.object({ success: z.literal(true), crew: z.array(CrewMemberSchema) });
export const StaffListResponseSchema = z.object({ success: z.literal(true), staff: z.array(StaffMemberSchema) });
export const StaffAnswerSchema = z.object({ success: z.literal(true), member: StaffMemberSchema });

/**
 * A member of staff's mobile number, read by the customers' one rule (normalizeIndianMobile: 10 digits from 6-9, with
 * or without +91, 91 or 0, spaces allowed), refused in the console's English.
 */
export const StaffPhoneSchema = z.string('Enter a 10-digit mobile number.').transform((value, ctx) => {
  const phone = normalizeIndianMobile(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit mobile number.' });
  return z.NEVER;
});

export const NewStaffBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: StaffPhoneSchema.optional(),
  role: StaffRoleSchema,
  /** The first password; the member may change it later like any customer. */
  password: z.string('Enter a password.').max(200),
});
export type NewStaffBody = z.output<typeof NewStaffBodySchema>;

export const StaffChangeBodySchema = z
  .object({
    name: NameSchema.optional(),
    phone: StaffPhoneSchema.optional(),
    role: StaffRoleSchema.optional(),
    active: z.boolean('Say whether the member is active.').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change.');
export type StaffChangeBody = z.output<typeof StaffChangeBodySchema>;
