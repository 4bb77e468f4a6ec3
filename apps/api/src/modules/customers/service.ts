// Customers and their saved vehicles: registration, log-in checks, profile edits, vehicles from the catalogue.
import { type Customer, type CustomerVehicle, cxid, VEHICLES_MAX } from '@motomitra/domain/accounts';
import { normalizeRegistrationNumber, registrationMessage } from '@motomitra/domain/customer-fields';
import { isUuid } from '@motomitra/domain/ids';
import type { Language } from '@motomitra/domain/language';
import { needsPuc, type VehicleDatesBody } from '@motomitra/domain/reminders';
import { say } from '@motomitra/domain/say';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers, customerVehicles, vehicleCatalogue } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { recordConsent } from './channels.ts';
import { hashPassword } from './passwords.ts';

export async function registerCustomer(
  db: Db,
  input: { name: string; email: string; phone_no: string; password: string; whatsapp?: boolean | undefined },
  language: Language,
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ name: input.name, email: input.email, phone: input.phone_no, passwordHash, language })
        .returning({ id: customers.id });
      if (!row) throw new Error('insert returned nothing');
      // Sign-up's WhatsApp box (decision 0019), kept as a consent when it was shown.
      if (input.whatsapp !== undefined) await recordConsent(tx, row.id, 'whatsapp', input.whatsapp, 'signup');
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, say('emailTaken'), { 'customerData.email': say('emailTaken') });
    throw err;
  }
}

export async function findLogin(db: Db, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      passwordHash: customers.passwordHash,
      active: customers.active,
      language: customers.language,
    })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

type VehicleRow = typeof customerVehicles.$inferSelect;
function vehicleToWire(v: VehicleRow): CustomerVehicle {
  return {
    _id: v.id,
    vehicle_type: v.vehicleType,
    make_model: v.makeModel,
    variant: v.variant,
    fuel_type: v.fuelType,
    bike_cc: v.bikeCc,
    car_type: v.carType,
    vehicle_image: v.vehicleImage,
    reg_number: v.regNumber,
    insurance_expires_on: v.insuranceExpiresOn,
    puc_expires_on: v.pucExpiresOn,
    next_service:
      v.serviceDueOn && v.serviceCity
        ? { due_on: v.serviceDueOn, product_id: v.serviceProductId, city: v.serviceCity }
        : null,
  };
}

export async function listVehicles(db: Db, customerId: string): Promise<CustomerVehicle[]> {
  const rows = await db
    .select()
    .from(customerVehicles)
    .where(eq(customerVehicles.customerId, customerId))
    .orderBy(asc(customerVehicles.createdAt));
  return rows.map(vehicleToWire);
}

export async function getCustomer(db: Db, customerId: string): Promise<Customer> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw new HttpError(401, say('pleaseLogIn'));
  return {
    _id: c.id,
    CXID: cxid(c.number),
    name: c.name,
    email: c.email,
    phone_no: c.phone,
    city: c.city,
    dob: c.dob,
    gender: c.gender,
    address: c.address,
    otherAddress: c.otherAddresses,
    avatar: c.avatarUrl,
    vehicles: await listVehicles(db, customerId),
    reminders: c.reminders,
    hasPassword: c.passwordHash !== null,
  };
}

export async function updateCustomer(
  db: Db | Tx,
  customerId: string,
  data: {
    name: string;
    /** Absent: the e-mail stays as it is. */
    email?: string | undefined;
    phone_no: string;
    dob: string;
    gender: Customer['gender'];
    address: string;
    city?: Customer['city'] | undefined;
    otherAddress: { addressLabel: string; address: string }[];
  },
): Promise<void> {
  try {
    await db
      .update(customers)
      .set({
        name: data.name,
        ...(data.email !== undefined ? { email: data.email } : {}),
        phone: data.phone_no,
        dob: data.dob,
        gender: data.gender,
        address: data.address,
        ...(data.city !== undefined ? { city: data.city } : {}),
        otherAddresses: data.otherAddress,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, say('emailTaken'), { 'updatedCustomerData.email': say('emailTaken') });
    throw err;
  }
}

/** Replaces the customer's other addresses, and nothing else of the profile. */
export async function saveOtherAddresses(
  db: Db,
  customerId: string,
  list: { addressLabel: string; address: string }[],
): Promise<void> {
  await db.update(customers).set({ otherAddresses: list, updatedAt: new Date() }).where(eq(customers.id, customerId));
}

export type AddVehicleInput = {
  catalogue_id?: string | undefined;
  make_model: string;
  variant?: string | undefined;
  reg_number: string;
};

/** Saves a vehicle that exists in the catalogue (by id, or by make-model and variant) under a valid registration number. */
export async function addVehicle(db: Db, customerId: string, input: AddVehicleInput): Promise<CustomerVehicle> {
  const reg = normalizeRegistrationNumber(input.reg_number);
  if (!reg) throw badRequest(registrationMessage, { reg_number: registrationMessage });
  let entry: typeof vehicleCatalogue.$inferSelect | undefined;
  if (input.catalogue_id && isUuid(input.catalogue_id)) {
    [entry] = await db.select().from(vehicleCatalogue).where(eq(vehicleCatalogue.id, input.catalogue_id));
  } else {
    const candidates = await db
      .select()
      .from(vehicleCatalogue)
      .where(
        sql`lower(${vehicleCatalogue.make} || ' ' || ${vehicleCatalogue.model}) = ${input.make_model.trim().toLowerCase()}`,
      );
    entry = input.variant
      ? candidates.find((c) => c.variant.toLowerCase() === input.variant?.trim().toLowerCase())
      : candidates.length === 1
        ? candidates[0]
        : undefined;
  }
  if (!entry) throw badRequest(say('selectMakeModel'), { make_model: say('selectMakeModel') });
  const found = entry;
  try {
    return await db.transaction(async (tx) => {
      // The customer's row locked first: two adds at once count one after the other, so they cannot both pass the
      // cap on the same count (NO KEY UPDATE leaves the key share that inserting a vehicle or cart item takes free).
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
      const [saved] = await tx
        .select({ n: count() })
        .from(customerVehicles)
        .where(eq(customerVehicles.customerId, customerId));
      if ((saved?.n ?? 0) >= VEHICLES_MAX) throw conflict(say('vehiclesFull', { max: VEHICLES_MAX }));
      const [row] = await tx
        .insert(customerVehicles)
        .values({
          customerId,
          catalogueId: found.id,
          vehicleType: found.vehicleType,
          makeModel: `${found.make} ${found.model}`,
          variant: found.variant,
          fuelType: found.fuelType,
          bikeCc: found.bikeCc,
          carType: found.carType,
          vehicleImage: found.image,
          regNumber: reg,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return vehicleToWire(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const message = 'A vehicle with this registration number is already saved.';
      throw conflict(message);
    }
    throw err;
  }
}

/**
 * Refuses a vehicle id that is not one of the customer's own: unknown id → 404, someone else's → 403; else its fuel.
 */
async function ownVehicle(db: Db, customerId: string, vehicleId: string): Promise<{ fuelType: string }> {
  const [row] = await db
    .select({ customerId: customerVehicles.customerId, fuelType: customerVehicles.fuelType })
    .from(customerVehicles)
    .where(eq(customerVehicles.id, vehicleId));
  if (!row) throw notFound(say('vehicleNotFound'));
  if (row.customerId !== customerId) throw new HttpError(403, say('vehicleNotYours'));
  return row;
}

/**
 * Saves a vehicle's insurance and PUC expiry dates (decision 0014), each reminded before it; null removes one. An electric
 * vehicle has no PUC certificate: a PUC date for one is refused (400), and nothing is saved.
 */
export async function setVehicleDates(db: Db, customerId: string, vehicleId: string, dates: VehicleDatesBody) {
  const { fuelType } = await ownVehicle(db, customerId, vehicleId);
  if (dates.puc_expires_on !== null && !needsPuc(fuelType)) {
    throw badRequest(say('pucNotForElectric'), { puc_expires_on: say('pucNotForElectric') });
  }
  await db
    .update(customerVehicles)
    .set({ insuranceExpiresOn: dates.insurance_expires_on, pucExpiresOn: dates.puc_expires_on })
    .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)));
}

/** Deletes one of the customer's own vehicles: unknown id → 404, someone else's → 403. */
export async function deleteVehicle(db: Db, customerId: string, vehicleId: string): Promise<void> {
  await ownVehicle(db, customerId, vehicleId);
  await db
    .delete(customerVehicles)
    .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)));
}
