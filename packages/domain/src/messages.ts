// The spec's user-facing texts (sections 2, 5, 8) and product-decisions' texts, word for word, keyed for code: the
// API answers with them, and the web's catalogue includes them. They live in two modules, so that the public pages
// load only their few (messages-public.ts) and login and the customer's screens the rest (messages-customer.ts).
import { CUSTOMER_MESSAGES } from './messages-customer.ts';
import { PUBLIC_MESSAGES } from './messages-public.ts';

export const MESSAGES: typeof PUBLIC_MESSAGES & typeof CUSTOMER_MESSAGES = { ...PUBLIC_MESSAGES, ...CUSTOMER_MESSAGES };

export type MessageKey = keyof typeof MESSAGES;
