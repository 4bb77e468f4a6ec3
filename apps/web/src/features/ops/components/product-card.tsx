// One service in the garage's catalogue: its Published switch, its price grid, the months until it is due again, the
// fuels it is for and its Marathi and Hindi texts, each saved on its own.
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { useId } from 'react';
import { opsText } from '../../../i18n/en/ops.ts';
import { usePublishSwitch } from '../use-publish-switch.ts';
import { PriceForm } from './price-form.tsx';
import { ServedFuelsForm } from './served-fuels-form.tsx';
import { ServiceIntervalForm } from './service-interval-form.tsx';
import { TranslationsForm } from './translations-form.tsx';

export function ProductCard({ product }: { product: OpsProduct }) {
  const id = useId();
  const { shown, waiting, onPublish } = usePublishSwitch(product);
  return (
    <article className="ops-card" aria-labelledby={`${id}-name`}>
      <div className="ops-card__head">
        <h3 id={`${id}-name`}>{product.product_name}</h3>
        <label className="check ops-card__switch">
          <input type="checkbox" checked={shown} disabled={waiting} onChange={(e) => onPublish(e.target.checked)} />
          <span>
            {opsText('ops.catalogue.published')}
            <span className="visually-hidden"> {product.product_name}</span>
          </span>
        </label>
      </div>
      {!shown && <p className="muted ops-card__note">{opsText('ops.catalogue.hiddenNote')}</p>}
      <PriceForm id={id} product={product} />
      <ServiceIntervalForm product={product} />
      <ServedFuelsForm product={product} />
      <TranslationsForm product={product} />
    </article>
  );
}
