// What the customer gave at checkout, on the garage's order screen: who they are (phones to tap), their vehicle and
// what they verified, and the booking itself.
import { CITY_LABELS } from '@motomitra/domain/constants';
import type { AddressIs, OpsOrder } from '@motomitra/domain/ops';
import { telHref } from '@motomitra/domain/site';
import { Details } from '../../../components/details.tsx';
import { formatDate, formatDateTime } from '../../../components/format.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { vehicleSize } from '../../account/vehicle-text.ts';

/** "Home address" only for the customer's saved one: else the saved address's label, or the pickup place. */
const addressLabel = (is: AddressIs) =>
  is.kind === 'home'
    ? opsText('ops.order.homeAddress')
    : is.kind === 'saved'
      ? opsText('ops.order.savedAddress', { label: is.label })
      : opsText('ops.order.pickupPlace');

/** A phone number the desk can tap to call. */
const Phone = ({ number }: { number: string }) => <a href={telHref(number)}>{number}</a>;

const yes = (v: boolean) => opsText(v ? 'ops.order.yes' : 'ops.order.no');

export function OrderFacts({ order }: { order: OpsOrder }) {
  // The size is the body segment for cars, the engine cc for bikes.
  const size = vehicleSize({ vehicle_type: order.vehicleType, bike_cc: order.bikeCc, car_type: order.carType });
  return (
    <div className="ops-order__grid">
      <section className="ops-card" aria-labelledby="ops-customer">
        <h2 id="ops-customer">{opsText('ops.order.customer')}</h2>
        <Details
          rows={[
            [opsText('ops.order.name'), `${order.customerName} (${order.CXID})`],
            [opsText('ops.order.email'), order.customerEmail],
            [opsText('ops.order.phone'), <Phone key="phone" number={order.customerPhone} />],
            [
              opsText('ops.order.alternate'),
              order.alternateNumber ? <Phone key="alt" number={order.alternateNumber} /> : '—',
            ],
            [addressLabel(order.addressIs), order.address || '—'],
          ]}
        />
      </section>
      <section className="ops-card" aria-labelledby="ops-vehicle">
        <h2 id="ops-vehicle">{opsText('ops.order.vehicle')}</h2>
        <Details
          rows={[
            [opsText('ops.order.makeModel'), `${order.makeModel} (${order.vehicleType}${size ? `, ${size}` : ''})`],
            [opsText('ops.order.registration'), order.registrationNumber],
            [opsText('ops.order.transmission'), order.transmissionType ?? '—'],
            [opsText('ops.order.verified'), `${yes(order.verifyMakeModel)} / ${yes(order.verifyRegistrationNumber)}`],
            [opsText('ops.order.breakdown'), yes(order.verifyBreakdown)],
            [
              opsText('ops.order.insurance'),
              order.verifyVehicleInsurance ? `${yes(true)} (${order.vehicleInsuranceStatus ?? '—'})` : yes(false),
            ],
          ]}
        />
      </section>
      <section className="ops-card" aria-labelledby="ops-booking">
        <h2 id="ops-booking">{opsText('ops.order.booking')}</h2>
        <Details
          rows={[
            [opsText('ops.order.service'), `${order.productName} (${order.productCategory})`],
            [opsText('ops.order.when'), `${formatDate(order.servicingDate)}, ${order.serviceTimeSlot}`],
            [opsText('ops.order.delivery'), formatDate(order.expectedDeliveryDate)],
            [opsText('ops.order.city'), `${CITY_LABELS[order.city]}, ${order.state} ${order.pincode}`],
            [opsText('ops.order.placed'), formatDateTime(order.createdAt)],
            [opsText('ops.order.note'), order.note || '—'],
          ]}
        />
      </section>
    </div>
  );
}
