// A service's Marathi and Hindi texts on /ops/catalogue (decision 0012): its name, each point and sub-point of its
// description and each line of its additional information, under the English one it translates. An empty field is
// shown to customers in English. Saved per service; refused fields show the server's message.
import { type ProductTexts, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@motomitra/domain/catalogue-texts';
import { LANGUAGE_NAMES } from '@motomitra/domain/language';
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useSetProductTranslations } from '../admin-api.ts';

/** The form's values: every English text's twin, '' where there is no translation yet. */
function draftOf(product: OpsProduct): Record<TranslatedLanguage, ProductTexts> {
  const one = (language: TranslatedLanguage): ProductTexts => {
    const saved = product.translations[language];
    return {
      product_name: saved?.product_name ?? '',
      description: product.description.map((point, i) => ({
        main_point: saved?.description[i]?.main_point ?? '',
        sub_points: point.sub_points.map((_, j) => saved?.description[i]?.sub_points[j] ?? ''),
      })),
      additional_info: product.additional_info.map((_, i) => saved?.additional_info[i] ?? ''),
    };
  };
  return { mr: one('mr'), hi: one('hi') };
}

/** The English texts and where each one's twin sits: its field path, as the server names it in an error. */
function textsOf(product: OpsProduct) {
  return [
    { path: 'product_name', english: product.product_name, level: 0 },
    ...product.description.flatMap((point, i) => [
      { path: `description.${i}.main_point`, english: point.main_point, level: 0 },
      ...point.sub_points.map((sub, j) => ({ path: `description.${i}.sub_points.${j}`, english: sub, level: 1 })),
    ]),
    ...product.additional_info.map((line, i) => ({ path: `additional_info.${i}`, english: line, level: 0 })),
  ];
}

function read(texts: ProductTexts, path: string): string {
  const value = path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], texts);
  return typeof value === 'string' ? value : '';
}

function write(texts: ProductTexts, path: string, value: string): ProductTexts {
  const copy = structuredClone(texts);
  const parts = path.split('.');
  const last = parts.pop() as string;
  const at = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], copy);
  (at as Record<string, string>)[last] = value;
  return copy;
}

export function TranslationsForm({ product }: { product: OpsProduct }) {
  return (
    <details className="ops-texts">
      <summary>
        {opsText('ops.catalogue.texts')}
        <span className="visually-hidden"> {product.product_name}</span>
      </summary>
      <p className="muted">{opsText('ops.catalogue.textsNote')}</p>
      {/* Keyed by the stored texts, so a save (or another operator's) starts the form afresh, left open. */}
      <TextsForm key={JSON.stringify(product.translations)} product={product} />
    </details>
  );
}

function TextsForm({ product }: { product: OpsProduct }) {
  const id = useId();
  const { toast } = useFeedback();
  const [initial] = useState(() => draftOf(product));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetProductTranslations();
  const texts = textsOf(product);

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    // Only the languages changed here: another operator's work on the other language in the meantime stays.
    const changed = Object.fromEntries(
      TRANSLATED_LANGUAGES.filter((l) => JSON.stringify(draft[l]) !== JSON.stringify(initial[l])).map((l) => [
        l,
        draft[l],
      ]),
    );
    if (Object.keys(changed).length === 0) {
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: product._id, translations: changed });
      toast(opsText('ops.catalogue.textsSaved', { name: product.product_name }), 'success');
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fieldErrors);
        const first = Object.keys(err.fieldErrors)[0];
        if (first) document.getElementById(`${id}-${first}`)?.focus();
      }
      toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error');
    }
  };

  return (
    <form onSubmit={onSave} noValidate>
      {TRANSLATED_LANGUAGES.map((language) => (
        <fieldset key={language} className="ops-texts__language">
          <legend>{LANGUAGE_NAMES[language]}</legend>
          {texts.map(({ path, english, level }) => {
            const key = `${language}.${path}`;
            return (
              <Field
                key={key}
                id={`${id}-${key}`}
                className={level ? 'ops-texts__sub' : undefined}
                label={
                  <>
                    {english}
                    <span className="visually-hidden"> ({LANGUAGE_NAMES[language]})</span>
                  </>
                }
                error={errors[key]}
              >
                {(control) => (
                  <input
                    {...control}
                    lang={language}
                    autoComplete="off"
                    value={read(draft[language], path)}
                    onChange={(e) => setDraft((d) => ({ ...d, [language]: write(d[language], path, e.target.value) }))}
                  />
                )}
              </Field>
            );
          })}
        </fieldset>
      ))}
      <button type="submit" className="button button--small" disabled={save.isPending}>
        {save.isPending ? opsText('ops.saving') : opsText('ops.catalogue.saveTexts')}
        <span className="visually-hidden"> {product.product_name}</span>
      </button>
    </form>
  );
}
