import { describe, expect, it } from 'vitest';
import { t, useBookingSuite } from '../../testing/booking-suite.ts';
import { json } from '../../testing/customers.ts';

useBookingSuite();

describe('who may call the booking API', () => {
  it.each([
    ['PUT', '/api/customer/cart'],
    ['DELETE', '/api/customer/cart/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/coupons/allget?amount=599'],
    ['POST', '/api/coupons/apply/coupon'],
    ['GET', `/api/slots?city=nagpur&date=2026-01-01`],
    ['POST', '/api/newmyorder/generate'],
    ['GET', '/api/v1/order/fetch/order/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/customer/fetch/customers/orders'],
    ['POST', '/api/orders/00000000-0000-4000-8000-000000000000/cancel'],
  ] as const)('%s %s without a session is 401', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const res = await t.app.inject({ method, url, headers: body ? json : {}, payload: body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });
});
