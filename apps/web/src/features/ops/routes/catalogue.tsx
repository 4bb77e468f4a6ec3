// /ops/catalogue: products by category, each with a Published switch and a price grid (the tiers it serves ×
// cities, whole rupees, empty = not offered) saved per product; refused cells show the server's message. Below, the
// months until the service is due again (issue 16), the fuels it is for (issue 22) and the Marathi and Hindi texts, each
// saved on its own.
import {
  BIKE_BAND_LABELS,
  CAR_SEGMENT_LABELS,
  CITIES,
  CITY_LABELS,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '@motomitra/domain/constants';
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { isBikeBand, tiersFor } from '@motomitra/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { describe, FieldError } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { categoryLabel } from '../../../i18n/t.ts';
import { opsProductsQuery, type PriceEntry, useSetProductPrices, useSetProductPublished } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { ServedFuelsForm } from '../components/served-fuels-form.tsx';
import { ServiceIntervalForm } from '../components/service-interval-form.tsx';
import { TranslationsForm } from '../components/translations-form.tsx';

export function Component() {
  usePageTitle(opsText('ops.catalogue.title'));
  const { data: products, isError, refetch } = useQuery(opsProductsQuery);
  return (
    <section className="ops-admin">
      <h1>{opsText('ops.catalogue.title')}</h1>
      <p className="muted">{opsText('ops.catalogue.intro')}</p>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!products && !isError && <Spinner />}
      {products?.length === 0 && <p className="empty">{opsText('ops.catalogue.none')}</p>}
      {products &&
        PRODUCT_CATEGORIES.map((category) => {
          const list = products.filter((p) => p.category === category);
          return list.length === 0 ? null : <CategorySection key={category} category={category} products={list} />;
        })}
    </section>
  );
}

function CategorySection(props: { category: ProductCategory; products: OpsProduct[] }) {
  const id = useId();
  return (
    <section className="ops-admin__group" aria-labelledby={id}>
      <h2 id={id}>{categoryLabel(props.category)}</h2>
      <div className="ops-products">
        {props.products.map((p) => (
          // Keyed by the stored prices, so a save (or another operator's) starts the grid afresh.
          <ProductCard key={`${p._id}:${JSON.stringify(p.prices)}`} product={p} />
        ))}
      </div>
    </section>
  );
}

type Tier = { tier: ReturnType<typeof tiersFor>[number]; label: string };

/** The tiers a product is priced by: cc bands for what serves bikes, car segments for what serves cars. */
function tiersOf(category: ProductCategory): Tier[] {
  return tiersFor(category).map((tier) => ({
    tier,
    label: isBikeBand(tier) ? BIKE_BAND_LABELS[tier] : CAR_SEGMENT_LABELS[tier],
  }));
}

const cellKey = (city: string, tier: string) => `${city}/${tier}`;

function gridOf(product: OpsProduct): Record<string, string> {
  return Object.fromEntries(product.prices.map((p) => [cellKey(p.city, p.tier), String(p.price)]));
}

/** '₹1,299' and '1 299' are what people type for 1299; anything else goes to the server as typed. */
const normalise = (value: string) => value.replace(/[\s,₹]/g, '');

function ProductCard({ product }: { product: OpsProduct }) {
  const id = useId();
  const { toast } = useFeedback();
  const tiers = tiersOf(product.category);
  const [initial] = useState(() => gridOf(product));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const savePrices = useSetProductPrices();
  const publish = useSetProductPublished();
  // What the switch shows from the click until the list has the server's answer. It is set in the click's own
  // event: the mutation's pending state reaches React a moment later, and until then React would put the
  // controlled checkbox back as it was (CI caught the switch springing back under a second click).
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && !publish.isPending && (publish.isError || product.published === asked)) setAsked(null);
  const shown = asked ?? product.published;

  const entries = (): { entries: PriceEntry[]; keys: string[] } => {
    const out: PriceEntry[] = [];
    const keys: string[] = [];
    for (const city of CITIES) {
      for (const { tier } of tiers) {
        const price = normalise(values[cellKey(city, tier)] ?? '');
        if (price === '') continue;
        out.push({ city, tier, price });
        keys.push(cellKey(city, tier));
      }
    }
    return { entries: out, keys };
  };

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    const { entries: prices, keys } = entries();
    const same =
      prices.length === Object.keys(initial).length &&
      prices.every((p) => initial[cellKey(p.city, p.tier)] === p.price);
    if (same) {
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    setErrors({});
    try {
      await savePrices.mutateAsync({ id: product._id, prices });
      toast(opsText('ops.catalogue.saved', { name: product.product_name }), 'success');
    } catch (err) {
      if (err instanceof ApiError) {
        // 'prices.3.price' → the fourth cell sent.
        const byCell: Record<string, string> = {};
        for (const [path, message] of Object.entries(err.fieldErrors)) {
          const index = /^prices\.(\d+)\./.exec(path)?.[1];
          const key = index === undefined ? undefined : keys[Number(index)];
          if (key) byCell[key] ??= message;
        }
        setErrors(byCell);
        const first = Object.keys(byCell)[0];
        if (first) document.getElementById(`${id}-${first}`)?.focus();
      }
      toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error');
    }
  };

  const onPublish = (published: boolean) => {
    setAsked(published);
    publish.mutate(
      { id: product._id, published },
      {
        onSuccess: (res) => {
          // Another operator's switch in between: the list as stored is what to show.
          if (res.products.find((p) => p._id === product._id)?.published !== published) setAsked(null);
          toast(
            opsText(published ? 'ops.catalogue.nowPublished' : 'ops.catalogue.nowHidden', {
              name: product.product_name,
            }),
            'success',
          );
        },
        onError: (err) => toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error'),
      },
    );
  };

  return (
    <article className="ops-card" aria-labelledby={`${id}-name`}>
      <div className="ops-card__head">
        <h3 id={`${id}-name`}>{product.product_name}</h3>
        <label className="check ops-card__switch">
          <input
            type="checkbox"
            checked={shown}
            disabled={asked !== null}
            onChange={(e) => onPublish(e.target.checked)}
          />
          <span>
            {opsText('ops.catalogue.published')}
            <span className="visually-hidden"> {product.product_name}</span>
          </span>
        </label>
      </div>
      {!shown && <p className="muted ops-card__note">{opsText('ops.catalogue.hiddenNote')}</p>}
      <form onSubmit={onSave} noValidate>
        <table className="price-grid">
          <caption className="visually-hidden">
            {opsText('ops.catalogue.caption', { name: product.product_name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{opsText('ops.catalogue.tier')}</th>
              {CITIES.map((city) => (
                <th key={city} scope="col">
                  {CITY_LABELS[city]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map(({ tier, label }) => (
              <tr key={tier}>
                <th scope="row">{label}</th>
                {CITIES.map((city) => {
                  const key = cellKey(city, tier);
                  return (
                    <td key={city}>
                      <span className="price-input">
                        <span aria-hidden="true">₹</span>
                        <input
                          id={`${id}-${key}`}
                          inputMode="numeric"
                          autoComplete="off"
                          aria-label={opsText('ops.catalogue.priceLabel', {
                            name: product.product_name,
                            city: CITY_LABELS[city],
                            tier: label,
                          })}
                          value={values[key] ?? ''}
                          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                          {...describe(`${id}-${key}`, false, errors[key])}
                        />
                      </span>
                      <FieldError id={`${id}-${key}`} error={errors[key]} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="button button--small" disabled={savePrices.isPending}>
          {savePrices.isPending ? opsText('ops.saving') : opsText('ops.catalogue.save')}
          <span className="visually-hidden"> {product.product_name}</span>
        </button>
      </form>
      <ServiceIntervalForm product={product} />
      <ServedFuelsForm product={product} />
      <TranslationsForm product={product} />
    </article>
  );
}
