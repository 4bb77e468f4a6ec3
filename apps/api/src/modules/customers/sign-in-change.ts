// A profile edit that changes how the customer signs in (product decisions, "Accounts, continued"; decision 0019):
// a new e-mail or password needs the current password, or, for an account without one (made with a mobile number), a
// code sent to its own number. The old address is told, a new password ends every other session. The number on the
// account never changes here: it moves with a code sent to the new one (phone-change.ts).
import type { Language } from '@motomitra/domain/language';
import { say } from '@motomitra/domain/say';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { customers, passwordResets } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { emailChangedEmail, passwordChangedEmail } from '../notifications/account-emails.ts';
import { enqueueEmail } from '../notifications/outbox-queue.ts';
import { wrongCode } from './otp-codes.ts';
import { hashPassword } from './passwords.ts';
import { confirmsWithCode, useAccountCode } from './phone-change.ts';
import { endEverySession, requirePassword } from './recovery.ts';
import { updateCustomer } from './service.ts';

export type SignInChange = {
  /** The e-mail the profile form sends (already lower-cased by the schema); absent keeps the account's. */
  email?: string | undefined;
  newPassword?: string | undefined;
  currentPassword?: string | undefined;
  /** Instead of the current password, for an account without one: a code sent to its own number. */
  code?: string | undefined;
};

const FIELD = 'updatedCustomerData';

export type CheckedChange = {
  oldEmail: string | null;
  name: string;
  language: Language | undefined;
  emailChanged: boolean;
  passwordHash: string | null;
  /** The code that confirms the change, to be used up in the edit's transaction; null when none is needed. */
  code: string | null;
  phone: string;
};

/**
 * Checks a profile edit: the number is the account's own (400 otherwise), and a change of e-mail or password is
 * confirmed. With a password account the current password must be given and right (a wrong one counts against the
 * log-in lock-out, so the form cannot be used to guess); an account without one must give a code, checked in the
 * edit's transaction. Returns what changes, for applySignInChange.
 */
export async function checkSignInChange(
  app: FastifyInstance,
  customerId: string,
  ip: string,
  change: SignInChange & { phone_no: string },
): Promise<CheckedChange> {
  const [account] = await app.db
    .select({
      email: customers.email,
      name: customers.name,
      passwordHash: customers.passwordHash,
      language: customers.language,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!account) throw new HttpError(401, say('pleaseLogIn'));
  if (change.phone_no !== account.phone) {
    throw badRequest(say('numberNeedsCode'), { [`${FIELD}.phone_no`]: say('numberNeedsCode') });
  }
  const emailChanged = change.email !== undefined && change.email !== account.email?.toLowerCase();
  const newPassword = change.newPassword || null;
  const checked: CheckedChange = {
    oldEmail: account.email,
    name: account.name,
    language: account.language ?? undefined,
    emailChanged,
    passwordHash: null,
    code: null,
    phone: account.phone,
  };
  if (!emailChanged && !newPassword) return checked;
  let code: string | null = null;
  if (confirmsWithCode(account)) {
    if (!change.code) throw badRequest(say('confirmCodeRequired'), { [`${FIELD}.code`]: say('confirmCodeRequired') });
    code = change.code;
  } else {
    const field = `${FIELD}.currentPassword`;
    if (!change.currentPassword)
      throw badRequest(say('currentPasswordRequired'), { [field]: say('currentPasswordRequired') });
    await requirePassword(app.db, account, change.currentPassword, ip, field);
  }
  return { ...checked, code, passwordHash: newPassword ? await hashPassword(newPassword) : null };
}

/**
 * In the profile update's transaction: a new password ends every other session and any reset link; an e-mail change
 * is told to the old address (and ends reset links, which went to it).
 */
export async function applySignInChange(
  app: FastifyInstance,
  tx: Tx,
  customerId: string,
  sessionIdHash: string,
  checked: CheckedChange,
  newEmail: string | null,
): Promise<void> {
  const brand = app.config.brandName;
  if (checked.passwordHash) {
    await tx.update(customers).set({ passwordHash: checked.passwordHash }).where(eq(customers.id, customerId));
    await endEverySession(tx, customerId, sessionIdHash);
    await enqueueEmail(tx, {
      orderId: null,
      to: newEmail,
      ...passwordChangedEmail(checked.name, brand, checked.language),
    });
  }
  if (checked.emailChanged && newEmail !== null) {
    await enqueueEmail(tx, {
      orderId: null,
      to: checked.oldEmail,
      ...emailChangedEmail(checked.name, newEmail, brand, checked.language),
    });
  }
  if (checked.passwordHash || checked.emailChanged) {
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  }
}

/**
 * A profile edit, all or nothing: an e-mail or password change is checked first (a wrong or missing current password
 * changes nothing), then the code that confirms it (for an account without a password) is used up, and the profile
 * and the sign-in change are written, in one transaction. A wrong code changes nothing but its count of tries.
 */
export async function editAccount(
  app: FastifyInstance,
  session: { customerId: string; idHash: string },
  ip: string,
  data: Parameters<typeof updateCustomer>[2] & SignInChange,
): Promise<void> {
  const { customerId } = session;
  const checked = await checkSignInChange(app, customerId, ip, data);
  const done = await app.db.transaction(async (tx) => {
    const code = checked.code;
    if (code !== null && !(await useAccountCode(tx, app, { customerId, phone: checked.phone }, code))) return false;
    await updateCustomer(tx, customerId, data);
    await applySignInChange(app, tx, customerId, session.idHash, checked, data.email ?? checked.oldEmail);
    return true;
  });
  if (!done) throw wrongCode(`${FIELD}.code`);
}
