// Operator accounts: made only from the command line (npm run operator:create), never by sign-up.
import { EmailSchema, NameSchema } from '@motomitra/domain/accounts';
import { passwordProblems } from '@motomitra/domain/password';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { hashPassword } from '../customers/passwords.ts';

export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
}

/** Creates an operator; refuses a bad name, email or password (the customer rule) and an email already in use. */
export async function createOperator(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: string; email: string }> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new OperatorInputError(email.error.issues[0]?.message ?? 'Enter a valid email.');
  const name = NameSchema.safeParse(input.name);
  if (!name.success) throw new OperatorInputError(name.error.issues[0]?.message ?? 'Enter a name.');
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
    .values({ role: 'operator', name: name.data, email: email.data, phone: '', passwordHash })
    .returning({ id: customers.id, email: customers.email });
  if (!row) throw new Error('insert returned nothing');
  return row;
}
