// The garage's staff (decision 0021): the admins' list, adding a member, changing a role or switching one off. The
// shop always keeps one active admin, and no admin demotes or switches off themself.
import { passwordProblems } from '@motomitra/domain/password';
import { say } from '@motomitra/domain/say';
import type { CrewMember, NewStaffBody, StaffChangeBody, StaffMember } from '@motomitra/domain/staff';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { hashPassword } from '../customers/passwords.ts';

const NO_SUCH_MEMBER = 'No such member of staff.';
const LAST_ADMIN = 'The shop needs at least one active admin: make another admin first.';
const NOT_YOURSELF = 'You cannot change your own role or switch yourself off; another admin can.';

const COLUMNS = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  staffRole: customers.staffRole,
  active: customers.active,
};
type Row = { id: string; name: string; email: string | null; phone: string; staffRole: string | null; active: boolean };

function toWire(row: Row): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.staffRole as StaffMember['role'],
    active: row.active,
  };
}

/** Every member of staff, active ones first, by name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select(COLUMNS)
    .from(customers)
    .where(eq(customers.role, 'operator'))
    .orderBy(sql`${customers.active} desc`, asc(customers.name));
  return rows.map(toWire);
}

/** The active riders and technicians, by name: whom the desk (advisors too) may assign to an order. */
export async function listCrew(db: Db): Promise<CrewMember[]> {
  const rows = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone, staffRole: customers.staffRole })
    .from(customers)
    .where(
      and(
        eq(customers.role, 'operator'),
        eq(customers.active, true),
        inArray(customers.staffRole, ['technician', 'rider']),
      ),
    )
    .orderBy(asc(customers.name));
  return rows.map((r) => ({ _id: r.id, name: r.name, phone: r.phone, role: r.staffRole as CrewMember['role'] }));
}

export async function addStaff(db: Db, body: NewStaffBody): Promise<StaffMember> {
  // Beside their fields, as the console's form shows them.
  const problem = passwordProblems(body.password)[0];
  if (problem) throw new HttpError(400, problem, { password: problem });
  const passwordHash = await hashPassword(body.password);
  // The unique index on lower(email) decides a race between two admins adding the same address.
  const [row] = await db
    .insert(customers)
    .values({
      role: 'operator',
      staffRole: body.role,
      name: body.name,
      email: body.email,
      phone: body.phone ?? '',
      passwordHash,
    })
    .onConflictDoNothing()
    .returning(COLUMNS);
  if (!row) throw new HttpError(409, say('emailTaken'), { email: say('emailTaken') });
  return toWire(row);
}

/**
 * Changes a member's name, number, role or whether they are active. Losing an admin locks every active admin's row
 * first, so two admins demoting each other at once cannot leave the shop with none. Switching someone off ends their
 * sessions in the same transaction.
 */
export async function changeStaff(db: Db, byId: string, id: string, body: StaffChangeBody): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const losesAdmin = (body.role !== undefined && body.role !== 'admin') || body.active === false;
    if (id === byId && (losesAdmin || body.role !== undefined)) throw new HttpError(409, NOT_YOURSELF);
    if (losesAdmin) {
      const admins = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.staffRole, 'admin'), eq(customers.active, true)))
        .orderBy(asc(customers.id))
        .for('update');
      if (admins.length === 1 && admins[0]?.id === id) throw new HttpError(409, LAST_ADMIN);
    }
    const [row] = await tx
      .update(customers)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.role !== undefined && { staffRole: body.role }),
        ...(body.active !== undefined && { active: body.active }),
        updatedAt: new Date(),
      })
      .where(and(eq(customers.id, id), eq(customers.role, 'operator')))
      .returning(COLUMNS);
    if (!row) throw new HttpError(404, NO_SUCH_MEMBER);
    if (body.active === false) await tx.delete(sessions).where(eq(sessions.customerId, id));
    return toWire(row);
  });
}
