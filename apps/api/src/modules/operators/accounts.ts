// Operator accounts: made only from the command line (npm run operator:create), never by sign-up.
import { EmailSchema, NameSchema } from '@motomitra/domain/customer-fields';
import { englishOf } from '@motomitra/domain/keyed-text';
import { passwordProblems } from '@motomitra/domain/password';
import { StaffPhoneSchema, type StaffRole, StaffRoleSchema } from '@motomitra/domain/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { hashPassword } from '../customers/passwords.ts';

/** A refusal of operator:create, printed on the terminal: a rule's keyed text is written in its English (the console's). */
export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
  constructor(message: string) {
    super(englishOf(message));
  }
}

/**
 * The password piped to operator:create: one line, or the same line twice (as the two prompts ask for it); anything
 * else is refused with a message saying how to pipe it, never stored as one password with a line break inside.
 */
export function passwordFromPipe(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const [first = '', second] = lines;
  if (first === '') throw new OperatorInputError('No password was piped: give it on the first line.');
  if (lines.length === 1) return first;
  if (lines.length === 2 && second === first) return first;
  if (lines.length === 2) throw new OperatorInputError('The two passwords piped differ.');
  throw new OperatorInputError('Pipe the password on one line, or on two lines as the prompts ask.');
}

/** The role given to operator:create (`--role`), an admin when none is given; anything else is refused. */
export function staffRoleFrom(given: string | undefined): StaffRole {
  const role = StaffRoleSchema.safeParse(given ?? 'admin');
  if (!role.success) throw new OperatorInputError('The role is admin, advisor, technician or rider.');
  return role.data;
}

/**
 * Creates a member of staff, an admin unless given another role; refuses a bad role, number, name, email or password
 * (the customer rule) and an email already in use.
 */
export async function createOperator(
  db: Db,
  input: { email: string; name: string; password: string; role?: string; phone?: string },
): Promise<{ id: string; email: string; role: StaffRole }> {
  const role = staffRoleFrom(input.role);
  const phone = input.phone === undefined ? undefined : StaffPhoneSchema.safeParse(input.phone);
  if (phone && !phone.success) throw new OperatorInputError('Enter a 10-digit mobile number.');
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new OperatorInputError(email.error.issues[0]?.message ?? 'Enter a valid email.');
  const name = NameSchema.safeParse(input.name);
  if (!name.success) throw new OperatorInputError(name.error.issues[0]?.message ?? 'Enter a name.');
  if ([...input.password].some((c) => c < ' ' || c === '\u007f')) {
    throw new OperatorInputError('A password cannot contain line breaks or other control characters.');
  }
  const problem = passwordProblems(input.password)[0];
  if (problem) throw new OperatorInputError(problem);
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.data.toLowerCase()}`);
  if (taken) throw new OperatorInputError('An account with this email already exists.');
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(customers)
    .values({
      role: 'operator',
      staffRole: role,
      name: name.data,
      email: email.data,
      phone: phone?.data ?? '',
      passwordHash,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('insert returned nothing');
  return { id: row.id, email: email.data, role };
}
