// /productcategory/bike and /car: the services for that kind of vehicle (breakdown serves both); any other path shows all.

import { CATEGORY_SERVES, PRODUCT_CATEGORIES, type VehicleType } from '@motomitra/domain/constants';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { shopText } from '../../../i18n/en/shop.ts';
import { t } from '../../../i18n/t.ts';
import { usePublicList } from '../../catalogue/lists.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import '../product-grid.css';

const KINDS: Record<string, VehicleType> = { bike: 'Bike', car: 'Car' };

export function Component() {
  const { kind = '' } = useParams();
  const vehicleType = KINDS[kind.toLowerCase()];
  const title =
    vehicleType === 'Car'
      ? shopText('productCategory.car')
      : vehicleType === 'Bike'
        ? shopText('productCategory.bike')
        : shopText('shop.title');
  usePageTitle(
    title,
    vehicleType === 'Car'
      ? shopText('meta.car')
      : vehicleType === 'Bike'
        ? shopText('meta.bike')
        : shopText('meta.shop'),
  );
  const { data, isPending, isError } = usePublicList('products');
  const categories = PRODUCT_CATEGORIES.filter((c) => !vehicleType || CATEGORY_SERVES[c].includes(vehicleType));
  const shown = data?.filter((p) => categories.includes(p.category)) ?? [];
  return (
    <div className="page">
      <h1>{title}</h1>
      {isPending ? <Spinner /> : isError ? <p className="empty">{t('noPlans')}</p> : <ProductGrid products={shown} />}
    </div>
  );
}
