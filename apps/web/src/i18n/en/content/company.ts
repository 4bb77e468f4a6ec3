// The about-us page and the careers page's text, in English.

import { h2, ol, p, ul } from '../../content-parts.ts';
import type { Block, LegalPage } from '../../content-types.ts';

export const ABOUT: LegalPage = {
  title: 'About us',
  description:
    'Who we are: a Nagpur and Pune team that picks up bikes and cars, services them at trusted garages and brings them back, with extra work only on your approval.',
  updated: '2026-11-01',
  body: [
    h2('Who we are'),
    p(
      'MotoMitra is a doorstep vehicle servicing company born in Nagpur. We started as BikeSeva, a small team that picked up scooters and motorcycles from homes and offices in the morning and brought them back serviced by evening. Customers soon asked us to look after their cars too, and friends in Pune asked us to come there. As we grew beyond bikes, we took a new name: MotoMitra, a friend for every vehicle.',
    ),
    p(
      'Today we look after bikes, scooters and cars across Nagpur and Pune, including Pimpri-Chinchwad: more than 3,000 vehicles serviced, more than 500 insurance renewals and more than 2,500 happy customers so far.',
    ),
    h2('What we do'),
    ul(
      'Two-wheeler servicing: general and premium services, oil changes and repairs for motorcycles, scooters and electric scooters.',
      'Four-wheeler servicing: basic and comprehensive services, AC service, washing and interior detailing for hatchbacks, sedans, SUVs and MUVs.',
      'Breakdown assistance: a mechanic at your location for punctures, dead batteries and minor faults, and towing when needed.',
      'The yearly bike plan: a year of services, washes and priority slots for one price.',
      'Insurance renewal and RTO assistance: the paperwork, handled for you.',
    ),
    h2('Our mission'),
    p(
      'Keeping a vehicle in good shape should not cost you a day off work or a leap of faith. We want every bike and car owner in our cities to get honest, on-time servicing without queues, surprise bills or guesswork, and we want good independent garages to get the steady work they deserve.',
    ),
    h2('What we believe'),
    ul(
      'Your time matters, so we come to you, in a slot you choose between 10 AM and 8:30 PM.',
      'Prices should be clear before you book: you see the price for your exact vehicle, by engine size or car segment.',
      'Extra work needs your yes. Anything the mechanic finds is written on the job card with its price and done only after you approve it.',
      'You pay when the work is done, by UPI, NEFT, IMPS, card or cash, and you get a GST invoice.',
      'Every partner garage is checked by us and follows the same service checklist.',
    ),
    h2('How it works'),
    ol(
      'Choose a service, your city and one of your saved vehicles, and see the price.',
      'Pick a date, a time slot and the pickup place; the drop place is the same unless you choose another.',
      'Our rider collects your vehicle and takes it to a checked partner garage.',
      'The mechanic inspects it, calls you about any extra work, and services it.',
      'We bring the vehicle back, and you pay on completion.',
    ),
    h2('Work with us'),
    p(
      'Run a good garage in Nagpur or Pune? Join us as a partner through Earn With Us. Questions about a booking, a price or a partnership? Call us or write to us through the contact page.',
    ),
  ],
};

export const CAREERS_BODY: Block[] = [
  p(
    'MotoMitra is growing in Nagpur and Pune, and we will soon be hiring pickup riders, service advisors, mechanics and customer support staff. Openings will be listed here. Garage owners and mechanics who want to work with us today can apply as partners through Earn With Us.',
  ),
];
