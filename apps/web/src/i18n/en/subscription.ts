// The yearly plans page's texts (/Subscription, decision 0023): the plans on sale, buying one for a vehicle and a city,
// and a customer's own plans (part of the English catalogue; loads with that page only).
import { partTexts } from '../t.ts';

export const SUBSCRIPTION_EN = {
  'meta.subscription':
    'Yearly plans for your bike or car in Nagpur and Pune: services included, a discount on extra work, free pickup and drop and breakdown help, for one price a year.',
  'subscription.title': 'Yearly plans',
  'subscription.intro':
    'One price a year for one of your vehicles in one city: the services the plan includes, a discount on approved extra work, free pickup and drop, and help when it breaks down.',
  'subscription.onSale': 'Plans on sale',
  'subscription.none': 'No plans are on sale right now. Please look again soon.',
  'subscription.loadFailed': 'We could not load the plans.',
  'subscription.for.Bike': 'For bikes',
  'subscription.for.Car': 'For cars',
  'subscription.includes': 'What it includes',
  'subscription.uses': '{uses} × {service}',
  'subscription.extraWork': '{percent}% off approved extra work',
  'subscription.freePickupDrop': 'Free pickup and drop',
  'subscription.breakdownCalls': '{count} breakdown assistance calls',
  'subscription.breakdownCalls#one': '{count} breakdown assistance call',
  'subscription.from': 'from {price} a year',
  'subscription.loginToBuy': 'Log in to buy',
  'subscription.vehicle': 'Your vehicle',
  'subscription.chooseVehicle': 'Choose your vehicle',
  'subscription.city': 'City',
  'subscription.chooseCity': 'Choose a city',
  'subscription.noVehicle.Bike': 'This plan is for a bike: add yours to buy it.',
  'subscription.noVehicle.Car': 'This plan is for a car: add yours to buy it.',
  'subscription.addVehicle': 'Add vehicle',
  'subscription.vehiclesFailed': 'We could not load your vehicles.',
  'subscription.priceFor': '{price} a year for {reg} in {city}',
  'subscription.notSold': 'This plan is not sold for this vehicle in {city}.',
  'subscription.buyNamed': 'Buy {name}',
  'subscription.buying': 'Opening the payment page…',
  'subscription.buyFailed': 'We could not start the payment. Please try again.',
  'subscription.payHint':
    'You pay on the payment gateway’s secure page. The plan starts on the day the payment is confirmed and runs for a year.',
  'subscription.mine': 'My plans',
  'subscription.mineNone': 'You have no yearly plan yet.',
  'subscription.mineFailed': 'We could not load your plans.',
  'subscription.mine.vehicle': 'Vehicle',
  'subscription.mine.city': 'City',
  'subscription.mine.status': 'Status',
  'subscription.mine.covers': 'Valid',
  'subscription.mine.price': 'Price',
  'subscription.mine.renewal': 'Renewal date',
  'subscription.mine.invoice': 'Invoice',
  'subscription.invoice': 'Download invoice',
  'subscription.invoiceNamed': 'Download invoice {number}',
  'subscription.mine.creditNote': 'Credit note',
  'subscription.creditNote': 'Download credit note',
  'subscription.creditNoteNamed': 'Download credit note {number}',
  'subscription.status.pending': 'Waiting for payment',
  'subscription.status.active': 'Active',
  'subscription.status.expired': 'Expired',
  'subscription.status.cancelled': 'Cancelled',
  'subscription.status.cancelledRefunded': 'Cancelled · refunded',
  'subscription.status.cancelledRefundDue': 'Cancelled · refund on its way',
  'subscription.status.renewal': 'Paid · starts {date}',
  'subscription.cancel': 'Cancel plan',
  'subscription.cancelNamed': 'Cancel plan {name} for {reg}',
  'subscription.cancelRefundHint': 'If nothing in it is used, you can cancel it for a full refund until {date}.',
  'subscription.confirmCancelRefund':
    'Cancel the plan {name} for {reg}? The full {price} is refunded to the way you paid.',
  'subscription.confirmCancelPending':
    'Cancel buying the plan {name} for {reg}? If you have already paid, the payment is refunded in full.',
  'subscription.cancelFailed': 'We could not cancel the plan. Please try again.',
  'subscription.coversDays': '{from} to {to}',
  'subscription.startsOnPayment': 'For a year from the day the payment is confirmed',
  'subscription.payHintRenewal':
    'You pay on the payment gateway’s secure page. This renews the plan running for this vehicle: the new year starts on {date}, the day after it ends.',
  'subscription.renewFrom': 'This vehicle has a plan until {date}. You can renew it from {from}.',
  'subscription.startsAfterRunning': 'For a year from {date}, the day after the running plan ends',
  'subscription.used': '{service}: {used} / {included} used, {left} left',
  'subscription.callsLeft': 'Breakdown calls: {left} of {included} left',
} as const;

/** A key of this part. */
export type SubscriptionKey = keyof typeof SUBSCRIPTION_EN;

/** This part's texts, in the page's language: `subscriptionText(key)`, `subscriptionText.n(key, count)`. */
export const subscriptionText = partTexts(SUBSCRIPTION_EN);
