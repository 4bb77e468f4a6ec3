// The inspection report in the customer's View Details (decision 0021): each inspection of their vehicle (at pickup,
// at the garage) with its date, odometer and fuel, the photos (each opening whole), and what was checked, each item's
// state said in words beside its colour, with the garage's note and photo. Item names come in the page's language from
// the API; everything else is this screen's text.
import {
  type FuelLevel,
  type Inspection,
  type InspectionKind,
  type InspectionPhoto,
  type ItemState,
  PICKUP_PHOTO_SLOTS,
  type PickupPhotoSlot,
} from '@motomitra/domain/inspections';
import { formatCount } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Details } from '../../../components/details.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { type BookingKey, bookingText } from '../../../i18n/en/booking.ts';
import { orderInspectionsQuery } from '../inspections-api.ts';
import './inspection-report.css';

const KIND_KEYS: Record<InspectionKind, BookingKey> = {
  pickup: 'inspection.kind.pickup',
  workshop: 'inspection.kind.workshop',
};
const FUEL_KEYS: Record<FuelLevel, BookingKey> = {
  empty: 'inspection.fuel.empty',
  quarter: 'inspection.fuel.quarter',
  half: 'inspection.fuel.half',
  threeQuarters: 'inspection.fuel.threeQuarters',
  full: 'inspection.fuel.full',
};
const SLOT_KEYS: Record<PickupPhotoSlot, BookingKey> = {
  front: 'inspection.slot.front',
  back: 'inspection.slot.back',
  left: 'inspection.slot.left',
  right: 'inspection.slot.right',
  odometer: 'inspection.slot.odometer',
  fuel: 'inspection.slot.fuel',
};
const STATE_KEYS: Record<ItemState, BookingKey> = {
  ok: 'inspection.state.ok',
  soon: 'inspection.state.soon',
  now: 'inspection.state.now',
};

const isPickupSlot = (slot: string): slot is PickupPhotoSlot =>
  (PICKUP_PHOTO_SLOTS as readonly string[]).includes(slot);

export function InspectionReport({ orderId }: { orderId: string }) {
  const id = useId();
  const { data: inspections, isError } = useQuery(orderInspectionsQuery(orderId));
  if (isError) return <p className="muted">{bookingText('inspection.loadFailed')}</p>;
  if (!inspections || inspections.length === 0) return null;
  return (
    <section className="inspection-report" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{bookingText('inspection.title')}</h3>
      <p className="muted">{bookingText('inspection.intro')}</p>
      {inspections.map((inspection) => (
        <OneInspection key={inspection._id} inspection={inspection} />
      ))}
    </section>
  );
}

function OneInspection({ inspection: i }: { inspection: Inspection }) {
  const id = useId();
  const rows: [string, string][] = [
    [
      bookingText('inspection.date'),
      i.completedAt ? formatDateTime(i.completedAt) : bookingText('inspection.inProgress'),
    ],
  ];
  if (i.odometerKm !== null)
    rows.push([bookingText('inspection.odometer'), bookingText('inspection.km', { km: formatCount(i.odometerKm) })]);
  if (i.fuelLevel !== null) rows.push([bookingText('inspection.fuel'), bookingText(FUEL_KEYS[i.fuelLevel])]);
  // The pickup's photos in the order of its slots; a workshop item's photo shows with its item.
  const photos = PICKUP_PHOTO_SLOTS.flatMap((slot) => i.photos.filter((p) => p.slot === slot));
  const items = i.items.filter((item) => item.state !== null);
  return (
    <section className="inspection-report__one" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{bookingText(KIND_KEYS[i.kind])}</h4>
      <Details rows={rows} />
      {photos.length > 0 && (
        <>
          <h5>{bookingText('inspection.photos')}</h5>
          <ul className="inspection-photos">
            {photos.map((p) => (
              <li key={p._id}>
                <SlotPhoto photo={p} />
              </li>
            ))}
          </ul>
        </>
      )}
      {items.length > 0 && (
        <>
          <h5>{bookingText('inspection.checklist')}</h5>
          <ul className="inspection-items">
            {items.map((item) => (
              <li key={item.key} className={`inspection-items__item inspection-items__item--${item.state}`}>
                <p className="inspection-items__line">
                  <strong>{item.label}</strong>
                  {item.state && (
                    <span className={`inspection-mark inspection-mark--${item.state}`}>
                      {bookingText(STATE_KEYS[item.state])}
                    </span>
                  )}
                </p>
                {item.note && <p className="inspection-items__note">{item.note}</p>}
                {item.photo && (
                  <a className="inspection-photo" href={item.photo.url}>
                    <img
                      src={item.photo.url}
                      alt={bookingText('inspection.itemPhotoAlt', { item: item.label })}
                      loading="lazy"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A pickup photo as a thumbnail that opens it whole, named by what it shows. */
function SlotPhoto({ photo }: { photo: InspectionPhoto }) {
  const slot = isPickupSlot(photo.slot) ? bookingText(SLOT_KEYS[photo.slot]) : photo.slot;
  return (
    <a className="inspection-photo" href={photo.url}>
      <img src={photo.url} alt={bookingText('inspection.photoAlt', { slot })} loading="lazy" />
      <span aria-hidden="true">{slot}</span>
    </a>
  );
}
