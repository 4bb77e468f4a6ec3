// Test fixture: an order row inserted directly (as checkout would leave it), for suites about what happens after booking.
import { randomBytes } from 'node:crypto';
import { addDays, istDate } from '@motomitra/domain/ist';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, orders, products } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

let n = 0;

export async function insertOrder(
  db: Db,
  customerId: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error('insertOrder: no such customer');
  const [product] = await db.select().from(products).where(eq(products.category, 'Bike')).limit(1);
  n++;
  // Tomorrow in IST, the garage's calendar: a UTC date would still be today after 18:30 UTC.
  const tomorrow = addDays(istDate(new Date()), 1);
  const [row] = await db
    .insert(orders)
    .values({
      oid: `MM-TEST-${randomBytes(4).toString('hex')}-${n}`,
      customerId,
      idempotencyKey: `fixture-${randomBytes(8).toString('hex')}`,
      productId: product?.id ?? null,
      product: {
        productId: product?.id ?? '',
        product_name: product?.productName ?? 'General service',
        category: 'Bike',
        image: product?.image ?? '/img/products/bike.svg',
        description: [{ main_point: 'Engine oil change', sub_points: ['Up to 1 litre'] }],
      },
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      vehicleType: 'Bike',
      makeModel: 'Honda Activa 6G',
      registrationNumber: `MH31AB${String(1000 + (n % 9000)).padStart(4, '0')}`,
      bikeCc: 110,
      city: 'nagpur',
      address: 'Plot 12, Shankar Nagar, Nagpur',
      servicingDate: tomorrow,
      serviceTimeSlot: '10:00 AM - 12:00 PM',
      expectedDeliveryDate: tomorrow,
      verifyMakeModel: true,
      verifyRegistrationNumber: true,
      verifyBreakdown: false,
      verifyVehicleInsurance: false,
      pickupLocation: {
        address: 'Dharampeth, Nagpur, Maharashtra 440010',
        coordinates: { lat: 21.1397, lng: 79.0633 },
      },
      dropLocation: { address: 'Dharampeth, Nagpur, Maharashtra 440010', coordinates: { lat: 21.1397, lng: 79.0633 } },
      state: 'Maharashtra',
      pincode: '440010',
      alternateNumber: '9822012345',
      subtotalPaise: 99_900,
      discountPaise: 0,
      totalPaise: 99_900,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertOrder: insert returned nothing');
  return row;
}
