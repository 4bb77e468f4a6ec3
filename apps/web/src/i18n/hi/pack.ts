// Every customer text of the shop in Hindi, as one pack: loaded before a page in that language renders (i18n/packs.ts).
import { translateRule } from '@motomitra/domain/rule-texts';
import { RULE_TEXTS_HI } from '@motomitra/domain/rule-texts-hi';
import { ACCOUNT_HI } from './account.ts';
import { BOOKING_HI } from './booking.ts';
import { CONTENT_HI } from './content.ts';
import { HOME_HI } from './home.ts';
import { MESSAGES_HI } from './messages.ts';
import { SHOP_HI } from './shop.ts';

export const PACK_HI = {
  ...MESSAGES_HI,
  ...HOME_HI,
  ...CONTENT_HI,
  ...SHOP_HI,
  ...ACCOUNT_HI,
  ...BOOKING_HI,
};

/** The rules' own texts (field errors beside the spec's messages), by their English words. */
export const RULES_HI = (text: string): string | null => translateRule(text, RULE_TEXTS_HI);
