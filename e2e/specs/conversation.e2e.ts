// A customer's WhatsApp conversation in the console (decision 0019), through the fake WhatsApp's signed webhooks: the
// customer writes, the operator sees it on the order and answers inside the 24-hour window, at 360 px and 1280 px,
// by keyboard, axe clean; a tap on extra work's Approve decides the item as the customer's answer on WhatsApp.
import { ConversationResponseSchema } from '@motomitra/domain/conversation';
import { OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { readAnswer } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { DESKTOP, expectNoAxeViolations, expectToast, jsErrors } from '../support.ts';

test.describe('the conversation on an order', () => {
  test.use({ customerName: 'Kavita Deshmukh', vehicleToAdd: { search: 'Activa', reg: 'MH31GH4321' } });

  test('shows what the customer wrote and takes the operator’s answer', async ({
    placedOrder: order,
    customer,
    phones,
    operator,
    openPage,
  }) => {
    const desk = operator.page;
    const url = `/ops/orders/${order._id}`;
    await test.step('the customer writes on WhatsApp', async () => {
      await phones.reply(customer.phone, 'Can you come at 11?');
      // The webhook is answered before its work is done: wait for the message on the order.
      await expect
        .poll(async () => {
          const res = await desk.request.get(`/api/ops/orders/${order._id}/conversation`);
          const { conversation } = await readAnswer(res, 200, ConversationResponseSchema);
          return conversation.messages.map((m) => m.text);
        })
        .toEqual(['Can you come at 11?']);
    });

    await test.step('the operator reads it at 360 px and answers by keyboard', async () => {
      await desk.goto(url);
      const region = desk.getByRole('region', { name: 'Conversation' });
      await expect(region.getByText('Can you come at 11?')).toBeVisible();
      await expect(region).toContainText('your reply goes to them as you write it');
      const box = region.getByRole('textbox', { name: /Reply on WhatsApp/ });
      await box.focus();
      await desk.keyboard.type('Yes, our rider comes at 11.');
      await desk.keyboard.press('Tab');
      await expect(region.getByRole('button', { name: 'Send reply' })).toBeFocused();
      await desk.keyboard.press('Enter');
      await expectToast(desk, 'Your reply is queued on WhatsApp.');
      await expect(region.getByText('Yes, our rider comes at 11.')).toBeVisible();
      await expect(box).toHaveValue('');
      const width = await desk.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(desk, `${url} conversation at 360 px`);
    });

    await test.step('at 1280 px the thread and the timeline show the answer', async () => {
      const { page: wide } = await openPage(DESKTOP, { storageState: await operator.context.storageState() });
      await wide.goto(url);
      const region = wide.getByRole('region', { name: 'Conversation' });
      await expect(region.getByText('Yes, our rider comes at 11.')).toBeVisible();
      await expect(wide.getByRole('region', { name: 'Timeline' })).toContainText('Message by WhatsApp');
      await expectNoAxeViolations(wide, `${url} conversation at 1280 px`);
      expect(jsErrors(wide)).toEqual([]);
    });

    await test.step('a tap on Approve decides extra work as the customer’s answer on WhatsApp', async () => {
      const proposed = await desk.request.post(`/api/ops/orders/${order._id}/items`, {
        data: { name: 'Brake pads', quantity: 1, unitPrice: 850 },
      });
      const item = (await readAnswer(proposed, 200, OpsOrderResponseSchema)).order.items.at(-1);
      expect(item?.decision).toBe('proposed');
      await phones.tap(customer.phone, `extra-work:approve:${item?._id}`, 'Approve');
      await expect
        .poll(async () => {
          const res = await desk.request.get(`/api/ops/orders/${order._id}`);
          return (await readAnswer(res, 200, OpsOrderResponseSchema)).order.items.at(-1)?.decidedVia;
        })
        .toBe('whatsapp');
      await desk.reload();
      const jobCard = desk.getByRole('region', { name: 'Job card' });
      await expect(jobCard).toContainText('Approved by the customer on WhatsApp');
      await expect(desk.getByRole('region', { name: 'Conversation' })).toContainText('Tapped “Approve”');
      expect(jsErrors(desk)).toEqual([]);
    });
  });
});
