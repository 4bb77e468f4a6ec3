// The spec's and the rules' texts in Hindi by their English words (the API answers with the same): a field error
// checked in the browser, shown in this language. Loaded after the pack, as no page is drawn with a field error.
import { translateRule } from '@motomitra/domain/rule-texts';
import { TEXTS_HI } from '@motomitra/domain/rule-texts-hi';

export const RULES_HI = (text: string): string | null => translateRule(text, TEXTS_HI);
