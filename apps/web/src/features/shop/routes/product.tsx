// /product/{id}: choose a city and one of the customer's vehicles that this service fits (its kind and fuel); the price
// appears as soon as both are chosen (the same rule the server applies); ADD TO CART, then /cart. A service reminder's
// link names the vehicle and city (?vehicle=…&city=…): both come chosen, so the price shows at once.
// Tabs DESCRIPTION (with Show/Hide Sub Points) and ADDITIONAL INFORMATION; related products below.
import type { Product } from '@motomitra/domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { productQuery } from '../../catalogue/api.ts';
import { ProductReviews } from '../../catalogue/components/product-reviews.tsx';
import { usePublicList } from '../../catalogue/lists.ts';
import { ProductBuy } from '../components/product-buy.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
// Its components' styles too: vite.config.ts bundles the shop's components into a chunk most pages load.
import '../../../components/booking-parts.css';
import '../product-grid.css';
import './product.css';

export function Component() {
  const { id = '' } = useParams();
  const { data: product, isError, error } = useQuery(productQuery(id));
  usePageTitle(product?.product_name ?? bookingText('product.title'));
  if (isError) {
    return (
      <div className="page">
        <h1>{bookingText('product.title')}</h1>
        <p role="alert">
          {error instanceof ApiError && error.status === 404
            ? bookingText('product.notFound')
            : bookingText('product.loadFailed')}
        </p>
        <Link to="/shop">{bookingText('product.backToShop')}</Link>
      </div>
    );
  }
  if (!product) return <Spinner />;
  return <ProductDetail key={product._id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const id = useId();
  const { data: all } = usePublicList('products');
  const related = (all ?? []).filter((p) => p.category === product.category && p._id !== product._id).slice(0, 3);

  return (
    <div className="page product">
      <div className="product__top">
        <img className="product__image" src={product.image} alt="" width="400" height="300" />
        <ProductBuy id={id} product={product} />
      </div>

      <ProductTabs id={id} product={product} />

      <ProductReviews productId={product._id} />

      {related.length > 0 && (
        <section className="section" aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>{bookingText('product.related')}</h2>
          <ProductGrid products={related} />
        </section>
      )}
    </div>
  );
}
