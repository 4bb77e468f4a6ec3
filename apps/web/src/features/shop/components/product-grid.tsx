// Grid of product cards (image, category, name, price tag); Select Options for customers, Login to View Details for visitors.

import type { Product } from '@motomitra/domain/catalogue';
import { formatRupees } from '@motomitra/domain/money';
import { Link } from '../../../components/links.tsx';
import { RatingLine } from '../../../components/rating.tsx';
import { shopText } from '../../../i18n/en/shop.ts';
import { categoryLabel, t } from '../../../i18n/t.ts';
import { useIsLoggedIn } from '../../auth/session.ts';

export function ProductGrid({ products }: { products: Product[] }) {
  const loggedIn = useIsLoggedIn();
  if (products.length === 0) return <p className="empty">{shopText('shop.empty')}</p>;
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p._id} className="product-card">
          {/* The first card is in view on arrival (the page's largest paint on a phone): it loads at once. */}
          <img
            src={p.image}
            alt=""
            width="400"
            height="300"
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
          <p className="product-card__category">{categoryLabel(p.category)}</p>
          <h2 className="product-card__name">{p.product_name}</h2>
          <RatingLine rating={p.rating} />
          <p className="product-card__price">
            {p.price_tag === null ? t('common.priceOnRequest') : t('common.from', { price: formatRupees(p.price_tag) })}
          </p>
          {loggedIn ? (
            <Link className="button button--small" to={`/product/${p._id}`} state={{ item: p }}>
              {shopText('shop.selectOptions')}
              <span className="visually-hidden">: {p.product_name}</span>
            </Link>
          ) : (
            <Link className="button button--small button--ghost" to="/login" state={{ from: `/product/${p._id}` }}>
              {t('loginToViewDetails')}
              <span className="visually-hidden">: {p.product_name}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
