// Checkout's WhatsApp box (decision 0019): the booking's messages on WhatsApp, asked of a customer who is not on it
// yet (their channels say so), and unticked until they tick it. A customer already on WhatsApp is not asked again;
// the box is then not sent, and their choice in My account → Messages stands.
import type { Channels } from '@motomitra/domain/phone-login';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { channelsQuery } from '../../auth/channels-query.ts';
import { WhatsappField } from '../../auth/components/phone-fields.tsx';
import type { CheckoutValues } from '../form.ts';

/** Whether checkout asks: the channels are known, and WhatsApp is off. */
export const asksWhatsapp = (channels: Channels | undefined) => channels !== undefined && !channels.whatsapp;

/** The customer's channels, as checkout reads them (for the box, and for what Place Order sends). */
export const useChannels = () => useQuery(channelsQuery).data;

export function WhatsappOptIn({ id, form }: { id: string; form: UseFormReturn<CheckoutValues> }) {
  if (!asksWhatsapp(useChannels())) return null;
  return <WhatsappField id={`${id}-whatsappOptIn`} registration={form.register('whatsappOptIn')} />;
}
