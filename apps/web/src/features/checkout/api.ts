// Checkout's call: placing the order (idempotent by the key the page makes). The slots are schedule/'s.
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody, PlaceOrderResponseSchema } from '@motomitra/domain/booking';
import { api } from '../../components/http.ts';

export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return api('/newmyorder/generate', PlaceOrderResponseSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
