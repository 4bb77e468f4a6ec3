// Every customer text of the shop in Marathi, as one pack: loaded before a page in that language renders (i18n/packs.ts).
import { translateRule } from '@motomitra/domain/rule-texts';
import { RULE_TEXTS_MR } from '@motomitra/domain/rule-texts-mr';
import { ACCOUNT_MR } from './account.ts';
import { BOOKING_MR } from './booking.ts';
import { CONTENT_MR } from './content.ts';
import { HOME_MR } from './home.ts';
import { MESSAGES_MR } from './messages.ts';
import { SHOP_MR } from './shop.ts';

export const PACK_MR = {
  ...MESSAGES_MR,
  ...HOME_MR,
  ...CONTENT_MR,
  ...SHOP_MR,
  ...ACCOUNT_MR,
  ...BOOKING_MR,
};

/** The rules' own texts (field errors beside the spec's messages), by their English words. */
export const RULES_MR = (text: string): string | null => translateRule(text, RULE_TEXTS_MR);
