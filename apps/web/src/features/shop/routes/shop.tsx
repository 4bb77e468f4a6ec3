// /shop: every bookable service, with the 'Sort Services' category filter, kept in the address (/shop?category=Bike):
// a home tile links to it, and a refresh or a shared link keeps it.

import { PRODUCT_CATEGORIES, type ProductCategory } from '@motomitra/domain/constants';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { shopText } from '../../../i18n/en/shop.ts';
import { categoryLabel, t } from '../../../i18n/t.ts';
import { usePublicList } from '../../catalogue/lists.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import '../product-grid.css';
import './shop.css';

function isCategory(value: unknown): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value);
}

export function Component() {
  usePageTitle(shopText('shop.title'), shopText('meta.shop'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('category');
  const category: ProductCategory | '' = isCategory(asked) ? asked : '';
  const setCategory = (next: ProductCategory | '') =>
    setParams(next ? new URLSearchParams({ category: next }) : new URLSearchParams(), { replace: true });
  const { data, isPending, isError } = usePublicList('products');
  const selectId = useId();
  const shown = data?.filter((p) => !category || p.category === category) ?? [];

  return (
    <div className="page shop">
      <h1>{shopText('shop.title')}</h1>
      <div className="shop__layout">
        <aside className="filter" aria-label={shopText('shop.filterLabel')}>
          <label htmlFor={selectId}>{t('sortServices')}</label>
          <select
            id={selectId}
            value={category}
            onChange={(e) => setCategory(isCategory(e.target.value) ? e.target.value : '')}
          >
            <option value="">{shopText('shop.allCategories')}</option>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setCategory('')}
            disabled={!category}
          >
            {shopText('shop.clear')}
          </button>
        </aside>
        <section aria-live="polite" aria-busy={isPending}>
          {isPending ? (
            <Spinner />
          ) : isError ? (
            <p className="empty">{t('noPlans')}</p>
          ) : (
            <>
              <p className="visually-hidden">{shopText.n('shop.showing', shown.length)}</p>
              <ProductGrid products={shown} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
