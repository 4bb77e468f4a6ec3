// The yearly plan form's draft (/ops/plans, decision 0023): the fields as the admin types them, the body the form
// sends (an OpsPlanInput, checked by the API's own schema first, so no rule is written twice), and where each refusal
// of the schema or the server is shown: beside its field by the body's path, a price by its city and tier.
import { CITIES, type VehicleType } from '@motomitra/domain/constants';
import { LANGUAGES, type Language } from '@motomitra/domain/language';
import { type OpsPlan, type OpsPlanInput, OpsPlanInputSchema } from '@motomitra/domain/plans';
import { categoryServes } from '@motomitra/domain/pricing';
import { cellKey, type PriceCells, priceEntries, tiersOf } from './price-grid.ts';

/** A row of included services: `uid` keeps its fields and focus as rows are added and removed. */
export type ServiceRow = { uid: number; productId: string; uses: string };

export type PlanDraft = {
  vehicleType: VehicleType;
  texts: Record<Language, { name: string; description: string }>;
  services: ServiceRow[];
  extraWorkPercent: string;
  freePickupDrop: boolean;
  breakdownCalls: string;
  /** The yearly prices as typed, by cellKey(city, tier); empty: not sold there. */
  prices: PriceCells;
};

/** Messages by the form's field: a body path ('texts.mr.name', 'services.0.uses'), or 'prices.<city>/<tier>'. */
export type PlanErrors = Record<string, string>;

let uids = 0;
export const serviceRow = (productId = '', uses = '1'): ServiceRow => ({ uid: ++uids, productId, uses });

/** A plan's fields as the form shows them; a new bike plan's for null. */
export function draftOf(plan: OpsPlan | null): PlanDraft {
  const text = (language: Language) => ({
    name: plan?.texts[language].name ?? '',
    description: plan?.texts[language].description ?? '',
  });
  return {
    vehicleType: plan?.vehicleType ?? 'Bike',
    texts: { en: text('en'), mr: text('mr'), hi: text('hi') },
    services: plan?.services.map((s) => serviceRow(s.productId, String(s.uses))) ?? [],
    extraWorkPercent: String(plan?.extraWorkPercent ?? 0),
    freePickupDrop: plan?.freePickupDrop ?? false,
    breakdownCalls: String(plan?.breakdownCalls ?? 0),
    prices: Object.fromEntries(plan?.prices.map((p) => [cellKey(p.city, p.tier), String(p.price)]) ?? []),
  };
}

/** The draft for another vehicle type: a service that does not serve it is to be chosen again. */
export function withVehicleType(
  draft: PlanDraft,
  vehicleType: VehicleType,
  categoryOf: (productId: string) => Parameters<typeof categoryServes>[0] | undefined,
): PlanDraft {
  const serves = (productId: string) => {
    const category = categoryOf(productId);
    return category !== undefined && categoryServes(category, vehicleType);
  };
  return {
    ...draft,
    vehicleType,
    services: draft.services.map((s) => (serves(s.productId) ? s : { ...s, productId: '' })),
  };
}

/** The body the draft sends: only the prices of its vehicle type's tiers that are filled, and the cell of each. */
export function bodyOf(d: PlanDraft): { body: unknown; priceKeys: string[] } {
  const { entries, keys } = priceEntries(d.prices, tiersOf(d.vehicleType));
  const body = {
    vehicleType: d.vehicleType,
    texts: d.texts,
    services: d.services.map((s) => ({ productId: s.productId, uses: s.uses.trim() })),
    extraWorkPercent: d.extraWorkPercent.trim(),
    freePickupDrop: d.freePickupDrop,
    breakdownCalls: d.breakdownCalls.trim(),
    prices: entries,
  };
  return { body, priceKeys: keys };
}

/** The form's fields an error may be shown beside, in the form's order. */
export function fieldsOf(d: PlanDraft): string[] {
  return [
    'vehicleType',
    ...LANGUAGES.flatMap((l) => [`texts.${l}.name`, `texts.${l}.description`]),
    'services',
    ...d.services.flatMap((_, i) => [`services.${i}.productId`, `services.${i}.uses`]),
    'extraWorkPercent',
    'freePickupDrop',
    'breakdownCalls',
    'prices',
    ...CITIES.flatMap((city) => tiersOf(d.vehicleType).map(({ tier }) => `prices.${cellKey(city, tier)}`)),
  ];
}

/**
 * Refusals by body path (the schema's issues joined, or the server's field errors) placed on the form's fields, in
 * the form's order, the first of each field kept: 'prices.3.price' is about the fourth price sent. A refusal about
 * nothing the form shows is left out (the caller says the message under the form).
 */
export function placeErrors(found: Record<string, string>, d: PlanDraft, priceKeys: readonly string[]): PlanErrors {
  const placed: PlanErrors = {};
  for (const [path, message] of Object.entries(found)) {
    const index = /^prices\.(\d+)(\.|$)/.exec(path)?.[1];
    const key = index === undefined ? path : `prices.${priceKeys[Number(index)] ?? ''}`;
    placed[key] ??= message;
  }
  return Object.fromEntries(fieldsOf(d).flatMap((f) => (placed[f] ? [[f, placed[f]]] : [])));
}

/** The API's schema on the body the draft would send: the checked input, or the refusals placed on their fields. */
export function checkDraft(
  d: PlanDraft,
): { ok: true; input: OpsPlanInput; priceKeys: string[] } | { ok: false; errors: PlanErrors; first: string } {
  const { body, priceKeys } = bodyOf(d);
  const checked = OpsPlanInputSchema.safeParse(body);
  if (checked.success) return { ok: true, input: checked.data, priceKeys };
  const found: Record<string, string> = {};
  for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors: placeErrors(found, d, priceKeys), first: checked.error.issues[0]?.message ?? '' };
}
