// The customer's channels (decision 0019): how the shop reaches them, what they agreed to, and what a provider says
// became of a message.

/** Where a message goes: an e-mail address, or a mobile number on WhatsApp or by SMS. */
export const CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What the provider says became of a message it took: sent (it left the provider), delivered (to the phone), read,
 * or failed. A message the shop has not handed over yet has none (the outbox's own status says where it stands).
 */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Where a customer gave or took back their consent to a channel: kept beside it, with the time. */
export const CONSENT_SOURCES = ['signup', 'checkout', 'account', 'whatsapp_stop', 'whatsapp_start'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** What a one-time code is for: logging in (or signing up) with a number, or moving an account to a new number. */
export const OTP_PURPOSES = ['login', 'change_number'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
