// What the product page has chosen: a city and one of the customer's vehicles this service fits, and the price of
// the service for both (the same rule the server applies), or why there is none.
import { type Product, wireToPriceRows } from '@motomitra/domain/catalogue';
import { CITIES, type City } from '@motomitra/domain/constants';
import { priceFor, servingProblem } from '@motomitra/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { customerQuery, vehiclesQuery } from '../account/api.ts';

export function useProductChoice(product: Product) {
  const { data: vehicles, isError: vehiclesFailed } = useQuery(vehiclesQuery);
  // The city starts as the customer's own (their profile), and can be changed.
  const { data: me } = useQuery(customerQuery);
  // A city or vehicle the address names (a reminder's link); one that is not a city, or not a vehicle of the customer's
  // that this service fits, chooses nothing.
  const [params] = useSearchParams();
  const [chosenCity, setCity] = useState<City | '' | null>(() => CITIES.find((c) => c === params.get('city')) ?? null);
  const city: City | '' = chosenCity ?? me?.city ?? '';
  const [vehicleId, setVehicleId] = useState(() => params.get('vehicle') ?? '');

  // Only the vehicles this service is for: its kind of vehicle and its fuels (no oil change for an electric one).
  const fits = (vehicles ?? []).filter((v) => servingProblem(product, v) === null);
  // A customer with one vehicle this service fits has it chosen already.
  const vehicle = fits.find((v) => v._id === vehicleId) ?? (fits.length === 1 ? (fits[0] ?? null) : null);
  const price =
    city && vehicle
      ? priceFor({ category: product.category, fuels: product.fuels, prices: wireToPriceRows(product) }, vehicle, city)
      : null;
  return { vehicles, vehiclesFailed, fits, vehicle, setVehicleId, city, setCity, price };
}
