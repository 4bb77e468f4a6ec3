// /ops/catalogue: products by category, each with a Published switch and a price grid (the tiers it serves ×
// cities, whole rupees, empty = not offered) saved per product; refused cells show the server's message. Below, the
// months until the service is due again, the fuels it is for and the Marathi and Hindi texts, each
// saved on its own.
import { PRODUCT_CATEGORIES, type ProductCategory } from '@motomitra/domain/constants';
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { categoryLabel } from '../../../i18n/t.ts';
import { opsProductsQuery } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { ProductCard } from '../components/product-card.tsx';

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
