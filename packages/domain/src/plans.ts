// Yearly plans (decision 0023): what the garage sells for a year for one vehicle in one city, priced like a service (per
// city and per bike cc band or car segment, pricing.ts's tiers), and what it includes: a number of uses of named
// services, a percentage off approved extra work, free pickup and drop, breakdown assistance calls. The console's
// contract (/api/ops/plans, admins) and the shop's (GET /api/plans). Amounts on the wire are rupees, as the catalogue's.
import { z } from 'zod';
import { type FieldProblems, withRulesBetweenFields } from './between-fields.ts';
import { BIKE_BANDS, CAR_SEGMENTS, CITIES, type City, VEHICLE_TYPES, type VehicleType } from './constants.ts';
import type { Language } from './language.ts';
import { OpsPriceSchema } from './ops-admin.ts';
import { isBikeBand, type PricedVehicle, tierFor } from './pricing.ts';

/** The most uses of one service a plan includes (two a month). */
export const PLAN_MAX_USES = 24;
export const PLAN_MAX_EXTRA_WORK_PERCENT = 50;
export const PLAN_MAX_BREAKDOWN_CALLS = 12;
/** Services named in one plan. */
export const PLAN_MAX_SERVICES = 10;
/** A plan runs for a year from the day it is paid. */
export const PLAN_MONTHS = 12;

const PlanTextsSchema = z.object({
  name: z
    .string('Enter a name.')
    .trim()
    .min(2, 'A name is 2 to 60 characters.')
    .max(60, 'A name is 2 to 60 characters.'),
  description: z.string().trim().max(400, 'At most 400 characters.').default(''),
});
export type PlanTexts = z.output<typeof PlanTextsSchema>;

const count = (max: number, what: string) =>
  z.coerce.number(`Enter ${what}.`).int('A whole number.').min(0, 'Not below 0.').max(max, `At most ${max}.`);

/** A plan as an admin writes it: its texts in the three languages, what it includes, and its yearly prices. */
export const OpsPlanInputSchema = withRulesBetweenFields(
  z.object({
    vehicleType: z.enum(VEHICLE_TYPES, 'Choose bike or car.'),
    texts: z.object({ en: PlanTextsSchema, mr: PlanTextsSchema, hi: PlanTextsSchema }),
    services: z
      .array(
        z.object({
          productId: z.uuid('Choose a service.'),
          uses: count(PLAN_MAX_USES, 'how many uses').min(1, 'At least 1 use.'),
        }),
      )
      .max(PLAN_MAX_SERVICES, `At most ${PLAN_MAX_SERVICES} services.`),
    extraWorkPercent: count(PLAN_MAX_EXTRA_WORK_PERCENT, 'a percentage'),
    freePickupDrop: z.boolean(),
    breakdownCalls: count(PLAN_MAX_BREAKDOWN_CALLS, 'how many calls'),
    prices: z.array(OpsPriceSchema).min(1, 'Give the plan at least one price.').max(40),
  }),
  (plan): FieldProblems => {
    const problems: FieldProblems = {};
    if (plan.vehicleType && plan.prices) {
      const bikes = plan.vehicleType === 'Bike';
      if (plan.prices.some((p) => isBikeBand(p.tier) !== bikes)) {
        problems.prices = bikes ? 'A bike plan is priced per cc band.' : 'A car plan is priced per car segment.';
      }
      const keys = plan.prices.map((p) => `${p.city}/${p.tier}`);
      if (new Set(keys).size !== keys.length) problems.prices = 'One price per city and tier.';
    }
    if (plan.services) {
      const ids = plan.services.map((s) => s.productId);
      if (new Set(ids).size !== ids.length) problems.services = 'Name each service once.';
    }
    const includes =
      (plan.services?.length ?? 0) > 0 ||
      (plan.extraWorkPercent ?? 0) > 0 ||
      plan.freePickupDrop === true ||
      (plan.breakdownCalls ?? 0) > 0;
    if (plan.services && plan.extraWorkPercent !== undefined && !includes) {
      problems.services = 'A plan includes at least one service, a discount, free pickup or a breakdown call.';
    }
    return problems;
  },
);
export type OpsPlanInput = z.output<typeof OpsPlanInputSchema>;

export const SetPlanOnSaleBodySchema = z.object({ onSale: z.boolean('Say whether the plan is on sale.') });

const TIERS = [...BIKE_BANDS, ...CAR_SEGMENTS] as const;
const PriceSchema = z.object({ city: z.enum(CITIES), tier: z.enum(TIERS), price: z.number() });

export const OpsPlanSchema = z.object({
  _id: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  texts: z.object({ en: PlanTextsSchema, mr: PlanTextsSchema, hi: PlanTextsSchema }),
  services: z.array(z.object({ productId: z.string(), productName: z.string(), uses: z.number().int() })),
  extraWorkPercent: z.number().int(),
  freePickupDrop: z.boolean(),
  breakdownCalls: z.number().int(),
  prices: z.array(PriceSchema),
  onSale: z.boolean(),
});
export type OpsPlan = z.infer<typeof OpsPlanSchema>;
export const OpsPlansResponseSchema = z.object({ success: z.literal(true), plans: z.array(OpsPlanSchema) });
export const OpsPlanResponseSchema = z.object({ success: z.literal(true), plan: OpsPlanSchema });

/** A plan on sale as the shop shows it, in the visitor's language. */
export const PlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  includes: z.array(z.object({ productId: z.string(), productName: z.string(), uses: z.number().int() })),
  extraWorkPercent: z.number().int(),
  freePickupDrop: z.boolean(),
  breakdownCalls: z.number().int(),
  /** Rupees a year, per city and tier. */
  prices: z.array(PriceSchema),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.array(PlanSchema);
export const PlansResponseSchema = z.object({ success: z.literal(true), plans: PlanListSchema });

/** A plan's texts in `language`, English where a translation is empty. */
export function planTexts(texts: Record<Language, PlanTexts>, language: Language): PlanTexts {
  const own = texts[language];
  return { name: own?.name || texts.en.name, description: own?.description || texts.en.description };
}

/** A plan's yearly price for a vehicle in a city, by the services' rule; null when the plan is not for it. */
export function planPriceFor(
  plan: { vehicleType: VehicleType; prices: readonly { city: City; tier: string; price: number }[] },
  vehicle: PricedVehicle,
  city: City,
): number | null {
  if (vehicle.vehicle_type !== plan.vehicleType) return null;
  const tier = tierFor(vehicle);
  return plan.prices.find((p) => p.city === city && p.tier === tier)?.price ?? null;
}
