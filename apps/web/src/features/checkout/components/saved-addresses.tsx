// "Use a saved address" at checkout: the home address and the other addresses of the profile, offered as
// pickup or drop. A saved address is text; its spot on the map is the first of its parts the place search knows
// ('Plot 12, Shankar Nagar, Nagpur 440010' → Shankar Nagar), and its pincode the one written in it, else the place's.
import { pincodeIn, withoutPincodes } from '@motomitra/domain/checkout';
import { CITY_LABELS_IN, type City } from '@motomitra/domain/constants';
import { normalizePlaceText, type Place } from '@motomitra/domain/places';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { canSearchPlaces, placeSearchQuery } from '../../places/api.ts';

export type SavedAddress = { label: string; address: string };

/**
 * Parts that name only a city, the state or the country, in English, Marathi or Hindi: not a place to search for
 * (नागपूर is also the start of नागपूर रेल्वे स्थानक).
 */
const TOO_WIDE = new Set(
  [
    ...Object.values(CITY_LABELS_IN).flatMap((labels) => Object.values(labels)),
    ...['Maharashtra', 'महाराष्ट्र', 'India', 'भारत'],
  ].map(normalizePlaceText),
);

/** The parts of an address worth searching, most specific first: no pincode, city or state, no house numbers. */
function searchableParts(address: string): string[] {
  return withoutPincodes(address)
    .split(/[,\n]/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => canSearchPlaces(p) && !TOO_WIDE.has(normalizePlaceText(p)) && !/^\S*\d/.test(p));
}

export function SavedAddresses(props: {
  id: string;
  city: City;
  addresses: SavedAddress[];
  onPick(place: Place): void;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  if (props.addresses.length === 0) return null;

  const pick = async (index: string) => {
    const saved = props.addresses[Number(index)];
    if (!saved) return;
    setBusy(true);
    setProblem('');
    try {
      for (const part of searchableParts(saved.address)) {
        const [found] = await queryClient.fetchQuery(placeSearchQuery(props.city, part));
        if (!found) continue;
        props.onPick({ ...found, address: saved.address, pincode: pincodeIn(saved.address) ?? found.pincode ?? null });
        return;
      }
      setProblem(bookingText('checkout.savedNotFound'));
    } catch {
      setProblem(bookingText('checkout.savedNotFound'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field id={props.id} label={bookingText('checkout.useSaved')} error={problem || undefined}>
      {(control) => (
        <select {...control} value="" disabled={busy} onChange={(e) => void pick(e.target.value)}>
          <option value="">{bookingText('checkout.chooseSaved')}</option>
          {props.addresses.map((a, i) => (
            <option key={`${a.label}-${a.address}`} value={i}>
              {a.label}: {a.address}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
