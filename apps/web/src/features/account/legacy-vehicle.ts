// The legacy add-vehicle screen (/Test): the catalogue narrowed by type, then make, then model, and the body of the
// legacy call for the entry chosen.
import type { LegacyAddVehicleBodySchema } from '@motomitra/domain/accounts';
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import type { z } from 'zod';

/** The makes of a type of vehicle, in alphabetical order, and the models of the make chosen. */
export function legacyChoices(catalogue: readonly VehicleCatalogueEntry[], vehicleType: string, make: string) {
  const ofType = catalogue.filter((v) => v.vehicle_type === vehicleType);
  return {
    makes: [...new Set(ofType.map((v) => v.make))].sort(),
    models: ofType.filter((v) => v.make === make),
  };
}

/** The legacy call's body: the old fields (cc or car type as cc_type) and the variant, so that one model resolves. */
export function legacyBody(
  entry: VehicleCatalogueEntry,
  vehicleType: string,
  reg: string,
): z.input<typeof LegacyAddVehicleBodySchema> {
  return {
    vehicleType,
    make: entry.make,
    model: entry.model,
    variant: entry.variant,
    cc_type: entry.bike_cc ?? entry.car_type,
    reg_number: reg.trim(),
  };
}
