// The spec's and the rules' texts in Marathi by key (the API answers with the same): a field error checked in the
// browser (a domain schema's keyed text), shown in this language. Loaded after the pack, as no page is drawn with a
// field error.
import { renderIn } from '@motomitra/domain/keyed-text';
import { TEXTS_MR } from '@motomitra/domain/rule-texts-mr';

export const RULES_MR = (text: string): string | null => renderIn(text, 'mr', TEXTS_MR);
