// Every customer text of the shop in Marathi, as one pack: loaded before a page in that language renders (i18n/packs.ts).
import { ACCOUNT_MR } from './account.ts';
import { BOOKING_MR } from './booking.ts';
import { CONTENT_MR } from './content.ts';
import { HOME_MR } from './home.ts';
import { MESSAGES_MR } from './messages.ts';
import { SHOP_MR } from './shop.ts';
import { SUBSCRIPTION_MR } from './subscription.ts';

export const PACK_MR = {
  ...MESSAGES_MR,
  ...HOME_MR,
  ...CONTENT_MR,
  ...SHOP_MR,
  ...ACCOUNT_MR,
  ...BOOKING_MR,
  ...SUBSCRIPTION_MR,
};
