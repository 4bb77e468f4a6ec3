// The garage's catalogue in a DOM, against the real API and database (harness.tsx): the Published switch shows
// the operator's click at once and keeps showing it until the server's list has it (no springing back).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../api/src/db/schema.ts';
import { loginOperator } from '../../api/src/testing/operators.ts';
import { createTestApp, type TestApp } from '../../api/src/testing/test-app.ts';
import { Component as Catalogue } from '../src/features/ops/routes/catalogue.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
});
afterAll(async () => {
  await t?.close();
});

const NAME = 'Breakdown Assistance – Bike & Car';
const publishedInDb = async () =>
  (
    await t.database.db.select({ published: products.published }).from(products).where(eq(products.productName, NAME))
  )[0]?.published;

describe("the garage's catalogue", () => {
  it('shows a Published switch as clicked from the click itself until the server has answered, both ways', async () => {
    connect(t, operator.cookie);
    renderAt('/ops/catalogue', <Route path="/ops/catalogue" element={<Catalogue />} />);
    const box = (await screen.findByRole('checkbox', { name: `Published ${NAME}` })) as HTMLInputElement;
    expect(box.checked).toBe(true);

    // Read right after the click's event, before any answer or scheduled update: what a second click would meet.
    act(() => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    await screen.findByText(`${NAME} is now hidden from customers.`);
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    expect(await publishedInDb()).toBe(false);

    act(() => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    await screen.findByText(`${NAME} is now shown to customers.`);
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(await publishedInDb()).toBe(true);
  });
});
