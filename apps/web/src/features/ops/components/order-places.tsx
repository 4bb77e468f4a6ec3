// Pickup and drop on the garage's order screen: the addresses the customer gave and both on a map (Leaflet, loaded
// in its own chunk).
import type { OpsOrder } from '@motomitra/domain/ops';
import { lazy, Suspense } from 'react';
import { Details } from '../../../components/details.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';

const RouteMap = lazy(() => import('./route-map.tsx'));

export function OrderPlaces({ order }: { order: OpsOrder }) {
  return (
    <section className="ops-card" aria-labelledby="ops-places">
      <h2 id="ops-places">{opsText('ops.order.places')}</h2>
      <Details
        rows={[
          [opsText('ops.order.pickup'), order.pickupLocation.address],
          [opsText('ops.order.flat'), order.flat || '—'],
          [opsText('ops.order.landmark'), order.landmark || '—'],
          [opsText('ops.order.drop'), order.dropLocation.address],
        ]}
      />
      <Suspense fallback={<Spinner />}>
        <RouteMap
          pickup={order.pickupLocation}
          drop={order.dropLocation}
          label={opsText('ops.order.map')}
          pickupLabel={opsText('ops.order.pickup')}
          dropLabel={opsText('ops.order.drop')}
        />
      </Suspense>
    </section>
  );
}
