// The catalogue's words in Marathi and Hindi (decision 0012): a service's name, its description's points and sub-points
// and its additional information, and a service line's name and points. Each text is the English one's twin, at the
// same place; an empty one (or one not there) is shown in English. Makes, models and prices have no translation.
import { z } from 'zod';
import type { DescriptionPoint } from './catalogue.ts';
import { type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './language.ts';

export { TRANSLATED_LANGUAGES, type TranslatedLanguage };

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const ProductTextsSchema = z.strictObject({
  product_name: text(120),
  description: z.array(z.strictObject({ main_point: text(300), sub_points: z.array(text(300)).max(20) })).max(30),
  additional_info: z.array(text(500)).max(20),
});
export type ProductTexts = z.output<typeof ProductTextsSchema>;
export const ProductTranslationsSchema = z.strictObject({ mr: ProductTextsSchema, hi: ProductTextsSchema }).partial();
export type ProductTranslations = z.output<typeof ProductTranslationsSchema>;

/** An order's copy of its service's texts: the name and points (what an order shows), in each language. */
const OrderProductTextsSchema = ProductTextsSchema.pick({ product_name: true, description: true });
export const OrderProductTranslationsSchema = z
  .object({ mr: OrderProductTextsSchema, hi: OrderProductTextsSchema })
  .partial();
export type OrderProductTranslations = z.output<typeof OrderProductTranslationsSchema>;

/** An order's copy of its service's texts, taken from the catalogue's when the order is placed. */
export function orderProductTranslations(translations: ProductTranslations): OrderProductTranslations {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((l) => {
      const texts = translations[l];
      return texts ? [[l, { product_name: texts.product_name, description: texts.description }]] : [];
    }),
  );
}

export type MainProductTexts = { product_name: string; description: string[] };
export type MainProductTranslations = Partial<Record<TranslatedLanguage, MainProductTexts>>;

type English = { product_name: string; description: DescriptionPoint[]; additional_info: string[] };
/** What the texts of a service are given on: the list's service, a cart line's, an order's copy of it. */
type Translatable = { product_name: string; description: DescriptionPoint[]; additional_info?: string[] };

const or = (translated: string | undefined, english: string) => (translated?.trim() ? translated : english);
/** The additional information a translation has (an order's copy keeps none). */
const linesOf = (texts: ProductTexts | z.output<typeof OrderProductTextsSchema>): string[] =>
  'additional_info' in texts ? texts.additional_info : [];

/** A service's words in a language: each text its translation where there is one, else the English. */
export function productTextsIn<P extends Translatable>(
  product: P,
  translations: ProductTranslations | OrderProductTranslations | undefined,
  language: Language,
): P {
  const texts = language === 'en' ? undefined : translations?.[language];
  if (!texts) return product;
  return {
    ...product,
    product_name: or(texts.product_name, product.product_name),
    description: product.description.map((point, i) => ({
      main_point: or(texts.description[i]?.main_point, point.main_point),
      sub_points: point.sub_points.map((sub, j) => or(texts.description[i]?.sub_points[j], sub)),
    })),
    ...(product.additional_info
      ? { additional_info: product.additional_info.map((line, i) => or(linesOf(texts)[i], line)) }
      : {}),
  };
}

/** A service line's words in a language, each falling back to English like a service's. */
export function mainProductTextsIn<P extends { product_name: string; description: string[] }>(
  line: P,
  translations: MainProductTranslations,
  language: Language,
): P {
  const texts = language === 'en' ? undefined : translations[language];
  if (!texts) return line;
  return {
    ...line,
    product_name: or(texts.product_name, line.product_name),
    description: line.description.map((point, i) => or(texts.description[i], point)),
  };
}

/**
 * Where a translation does not fit its English service (a point or line more than the English has), as field paths
 * and messages like the schemas' ('mr.description.5': …), for the operator's form.
 */
export function translationMisfits(english: English, translations: ProductTranslations): Record<string, string> {
  const out: Record<string, string> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    texts.description.forEach((point, i) => {
      const original = english.description[i];
      if (!original) out[`${language}.description.${i}.main_point`] = 'The English description has no such point.';
      else if (point.sub_points.length > original.sub_points.length)
        out[`${language}.description.${i}.sub_points`] = 'The English point has fewer sub-points.';
    });
    if (texts.additional_info.length > english.additional_info.length)
      out[`${language}.additional_info`] = 'The English service has fewer lines of additional information.';
  }
  return out;
}

/** A service's name in a language (its translation, else the English). */
export function productNameIn(
  name: string,
  translations: ProductTranslations | OrderProductTranslations | undefined,
  language: Language,
): string {
  return language === 'en' ? name : or(translations?.[language]?.product_name, name);
}
