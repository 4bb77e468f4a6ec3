// The texts of the plans the garage sold (/ops/subscriptions, the desk's; decision 0023) and of the plan box on an
// order's console page, in English like the rest of the console: a part of their own, loaded with those screens only.
import { partTexts } from '../t.ts';

export const SOLD_PLANS_EN = {
  'ops.sold.title': 'Plans sold',
  'ops.sold.intro':
    'Each yearly plan bought, with what the customer has used. Record here each breakdown assistance call answered under a plan.',
  'ops.sold.filters': 'Find plans',
  'ops.sold.status': 'Status',
  'ops.sold.anyStatus': 'Any status',
  'ops.sold.city': 'City',
  'ops.sold.bothCities': 'Both cities',
  'ops.sold.search': 'Plan reference or registration',
  'ops.sold.find': 'Find',
  'ops.sold.count': 'Plans ({count})',
  'ops.sold.none': 'No plans match.',
  'ops.sold.pages': 'Pages of plans sold',
  'ops.sold.status.pending': 'Waiting for payment',
  'ops.sold.status.active': 'Active',
  'ops.sold.status.expired': 'Expired',
  'ops.sold.status.cancelled': 'Cancelled',
  'ops.sold.status.renewal': 'Renewal, paid · starts {date}',
  'ops.sold.customer': 'Customer',
  'ops.sold.vehicle': 'Vehicle',
  'ops.sold.erased': 'Erased',
  'ops.sold.cityOf': 'City',
  'ops.sold.covers': 'Valid',
  'ops.sold.coversDays': '{from} to {to}',
  'ops.sold.notStarted': 'From the day it is paid',
  'ops.sold.price': 'Price',
  'ops.sold.used': 'Used',
  'ops.sold.uses': '{service}: {used} of {included} used, {left} left',
  'ops.sold.calls': 'Breakdown calls: {used} of {included} used, {left} left',
  'ops.sold.extraWork': '{percent}% off approved extra work',
  'ops.sold.freePickupDrop': 'Free pickup and drop',
  'ops.sold.callsAnswered': 'Breakdown calls answered',
  'ops.sold.callBy': '{when}, by {name}',
  'ops.sold.callAt': '{when}',
  'ops.sold.record': 'Record breakdown call',
  'ops.sold.recordNamed': 'Record breakdown call for {reference}',
  'ops.sold.note': 'Where the vehicle was and what was done',
  'ops.sold.recordFailed': 'The call could not be recorded. Please try again.',
  'ops.sold.recorded': 'Breakdown call recorded for {reference}: {left} left.',
  'ops.sold.plan': 'Yearly plan',
  'ops.sold.planOf': 'Yearly plan {name}',
  'ops.sold.planEnds': '{reference}, valid to {date}',
  'ops.sold.planFailed': 'We could not load the vehicle’s yearly plan.',
} as const;

export type SoldPlansKey = keyof typeof SOLD_PLANS_EN;

/** This part's texts: `soldPlansText(key)`. */
export const soldPlansText = partTexts(SOLD_PLANS_EN);
