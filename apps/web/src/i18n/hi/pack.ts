// Every customer text of the shop in Hindi, as one pack: loaded before a page in that language renders (i18n/packs.ts).
import { ACCOUNT_HI } from './account.ts';
import { BOOKING_HI } from './booking.ts';
import { CONTENT_HI } from './content.ts';
import { HOME_HI } from './home.ts';
import { MESSAGES_HI } from './messages.ts';
import { SHOP_HI } from './shop.ts';
import { SUBSCRIPTION_HI } from './subscription.ts';

export const PACK_HI = {
  ...MESSAGES_HI,
  ...HOME_HI,
  ...CONTENT_HI,
  ...SHOP_HI,
  ...ACCOUNT_HI,
  ...BOOKING_HI,
  ...SUBSCRIPTION_HI,
};
