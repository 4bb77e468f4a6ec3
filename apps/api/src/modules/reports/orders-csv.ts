// GET /api/ops/reports/orders.csv: every order placed in a range of IST days (cancelled ones too), one row each, in the
// order they were placed. STREAMED: a read-only transaction holds a cursor over the range (index orders_placed_report
// finds its rows) and the rows go out 500 at a time, so a year of a busy garage (100,000 orders, about 25 MB of CSV)
// never sits in the server's memory at once.
import { Readable } from 'node:stream';
import {
  CAR_SEGMENT_LABELS,
  type CarSegment,
  CITY_LABELS,
  type City,
  type OrderStatus,
  type PaymentStatus,
} from '@motomitra/domain/constants';
import { istMinute } from '@motomitra/domain/ist';
import { PAYMENT_SHOWN_LABELS, paymentShown, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { takenOffPaise } from '@motomitra/domain/money';
import { ORDERS_CSV_COLUMNS, type ReportRange } from '@motomitra/domain/reports';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { BOM, csvLine, rupees } from './csv.ts';
import { istSpan } from './query-runner.ts';

const PAGE = 500;

type CsvOrder = {
  oid: string;
  created_at: Date;
  status: OrderStatus;
  payment_status: PaymentStatus;
  customer_name: string;
  customer_phone: string;
  city: City;
  service: string | null;
  vehicle_type: string;
  make_model: string;
  bike_cc: number | null;
  car_type: CarSegment | null;
  servicing_date: string;
  service_time_slot: string;
  coupon_code: string | null;
  subtotal_paise: number;
  total_paise: number;
  final_total_paise: number | null;
  paid_at: Date | null;
  cancel_reason: string | null;
};

/** Every number is +91's (checkout takes no other): written as its 10 digits, which no spreadsheet reads as a formula. */
const phone = (p: string) => (/^\+91\d{10}$/.test(p) ? p.slice(3) : p);

function ccOrSegment(o: CsvOrder): string {
  if (o.vehicle_type === 'Bike') return o.bike_cc ? `${o.bike_cc} cc` : 'Electric';
  return o.car_type ? (CAR_SEGMENT_LABELS[o.car_type] ?? o.car_type) : '';
}

function line(o: CsvOrder): string {
  return csvLine([
    o.oid,
    istMinute(o.created_at),
    STATUS_LABELS[o.status] ?? o.status,
    PAYMENT_SHOWN_LABELS[paymentShown(o.status, o.payment_status)],
    o.customer_name,
    phone(o.customer_phone),
    CITY_LABELS[o.city] ?? o.city,
    o.service,
    o.vehicle_type,
    o.make_model,
    ccOrSegment(o),
    o.servicing_date,
    o.service_time_slot,
    o.coupon_code,
    rupees(o.subtotal_paise),
    rupees(takenOffPaise(o.subtotal_paise, o.total_paise)),
    rupees(o.total_paise),
    rupees(o.final_total_paise ?? o.total_paise),
    o.paid_at ? istMinute(o.paid_at) : '',
    o.cancel_reason,
  ]);
}

/**
 * Opens the cursor and reads its first page before anything is answered (so a database that fails answers a clean
 * 5xx), then streams the rest. The connection goes back to the pool when the last page is read, or when the stream is
 * closed early (the owner's browser gave up): whichever comes first, once.
 */
export async function ordersCsv(db: Db, range: ReportRange): Promise<Readable> {
  const { start, end } = istSpan(range);
  const client: pg.PoolClient = await db.$client.connect();
  let released = false;
  const release = async (ok: boolean) => {
    if (released) return;
    released = true;
    try {
      await client.query(ok ? 'commit' : 'rollback');
      client.release();
    } catch (err) {
      client.release(err as Error);
    }
  };
  let first: CsvOrder[];
  try {
    await client.query('begin isolation level repeatable read read only');
    // DECLARE takes no bind parameters: the two instants are written by toISOString, nothing a client typed.
    await client.query(`
      declare report_orders no scroll cursor for
      select oid, created_at, status, payment_status, customer_name, customer_phone, city,
        product ->> 'product_name' as service, vehicle_type, make_model, bike_cc, car_type,
        servicing_date::text as servicing_date, service_time_slot, coupon_code, subtotal_paise, total_paise,
        final_total_paise, paid_at, cancel_reason
      from orders
      where created_at >= '${start.toISOString()}'::timestamptz and created_at < '${end.toISOString()}'::timestamptz
      order by created_at, number`);
    first = (await client.query<CsvOrder>(`fetch ${PAGE} from report_orders`)).rows;
  } catch (err) {
    await release(false);
    throw err;
  }

  async function* chunks() {
    let ok = false;
    try {
      yield BOM + csvLine(ORDERS_CSV_COLUMNS);
      let rows = first;
      while (rows.length > 0) {
        yield rows.map(line).join('');
        if (rows.length < PAGE) break;
        rows = (await client.query<CsvOrder>(`fetch ${PAGE} from report_orders`)).rows;
      }
      ok = true;
    } finally {
      await release(ok);
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  // A stream destroyed before its first read never enters the generator, whose finally then never runs.
  stream.once('close', () => void release(false));
  return stream;
}
