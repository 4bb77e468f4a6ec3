// The spec's and the rules' texts in Marathi by their English words (the API answers with the same): a field error
// checked in the browser, shown in this language. Loaded after the pack, as no page is drawn with a field error.
import { translateRule } from '@motomitra/domain/rule-texts';
import { TEXTS_MR } from '@motomitra/domain/rule-texts-mr';

export const RULES_MR = (text: string): string | null => translateRule(text, TEXTS_MR);
