// Grid of product cards (image, category, name, price tag); Select Options for customers, Login to View Details for visitors.

import type { Product } from '@motomitra/domain/catalogue';
import { formatRupees } from '@motomitra/domain/money';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../i18n/t.ts';
import { useIsLoggedIn } from '../../auth/api.ts';

export function ProductGrid({ products }: { products: Product[] }) {
  const loggedIn = useIsLoggedIn();
  if (products.length === 0) return <p className="empty">{t('shop.empty')}</p>;
  return (
    <ul className="product-grid">
      {products.map((p) => (
        <li key={p._id} className="product-card">
          <img src={p.image} alt="" width="400" height="300" loading="lazy" />
          <p className="product-card__category">{t(`category.${p.category}` as MessageKey)}</p>
          <h2 className="product-card__name">{p.product_name}</h2>
          <p className="product-card__price">
            {p.price_tag === null ? t('common.priceOnRequest') : t('common.from', { price: formatRupees(p.price_tag) })}
          </p>
          {loggedIn ? (
            <Link className="button button--small" to={`/product/${p._id}`} state={{ item: p }}>
              {t('shop.selectOptions')}
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
