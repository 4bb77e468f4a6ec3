// The article 'regular-servicing-importance' in English (loads with its page).

import { articleBase, h2, p, ul } from '../../../content-parts.ts';
import type { Article } from '../../../content-types.ts';

export const ARTICLE: Article = {
  ...articleBase('regular-servicing-importance'),
  title: 'Why regular servicing matters',
  excerpt:
    'Dust, stop-and-go traffic and the monsoon wear a vehicle out quietly. Here is what a service really does, how often you need one and why it pays for itself.',
  imageAlt: 'A calendar with a ticked date next to a spanner and an oil can',
  body: [
    p(
      'Ask any mechanic in Nagpur or Pune and you will hear the same thing: most of the big repair bills they see started as small problems that nobody looked at. A bike or car that is serviced on time starts easily, gives the mileage it was built for and stops when you brake. Servicing is not about spending money on a vehicle that “runs fine”; it is about catching wear while it is still cheap to fix.',
    ),
    h2('What a service actually does'),
    p('A general service is a checklist, not a wash and an oil top-up. On a bike, scooter or car it normally covers:'),
    ul(
      'Engine oil and oil filter. Oil cools, cleans and cushions the moving parts of the engine. Heat and fine road dust slowly break it down, even when the level on the dipstick looks fine.',
      'Air filter. It is cleaned or replaced so the engine breathes clean air. On dusty roads it clogs long before the odometer says so, and a choked filter makes the engine sluggish and thirsty.',
      'Brakes. Pads and shoes are checked for wear, free play is adjusted, and brake fluid is checked on disc brakes.',
      'Chain and sprockets on bikes. The chain is cleaned, lubricated and set to the right slack, which protects both the chain and the sprockets.',
      'Tyres, battery, lights and horn. Pressures are set, tread and sidewalls are inspected, battery terminals are cleaned and every bulb is tested.',
      'Spark plug, clutch, cables and coolant. Each one is checked and adjusted or topped up where needed.',
    ),
    h2('How often?'),
    p(
      'Your owner’s manual has the final word, and it usually gives two limits: a distance and a time. Whichever comes first decides. As a rough guide:',
    ),
    ul(
      'Commuter bikes and scooters up to 125 cc: about every 3,000 km or three to four months.',
      'Bigger bikes: often every 5,000 km or six months, but schedules vary a lot between makers.',
      'Petrol, diesel and CNG cars: most makers in India ask for a service every 10,000 km or 12 months. CNG cars need their spark plugs and gas filter looked at more often.',
      'Electric scooters: no engine oil to change, but brakes, tyres, suspension, wiring and the charger still need a check on the maker’s schedule.',
    ),
    p(
      'Most manuals also describe “severe conditions”: short trips, heavy stop-and-go traffic, dusty or waterlogged roads. That is a fair description of daily riding in most Indian cities, so choose the shorter interval if your manual offers one.',
    ),
    h2('Why it pays for itself'),
    ul(
      'Better mileage. A clean air filter, a healthy spark plug and the right tyre pressure let the engine burn fuel efficiently.',
      'Fewer breakdowns. Batteries, clutch cables and belts rarely fail without warning signs that a mechanic can spot.',
      'Safety. Brakes, tyres and lights are what keep you out of trouble in traffic, and they are checked at every service.',
      'Lower repair bills. A chain adjusted on time saves the sprockets; brake pads changed on time save the disc.',
      'Resale value. Buyers and exchange dealers ask for the service record, and a complete one gets a better price.',
      'Warranty. Manufacturers expect services on schedule, and a gap in the record can weaken a warranty claim.',
    ),
    h2('Keep a simple record'),
    p(
      'Write down the date, the odometer reading and what was done at each service, and keep the invoices. It helps the next mechanic, it helps when you sell, and it tells you at a glance when the next service is due. If you book with MotoMitra, your orders stay under My account, and a GST invoice is issued for every paid order.',
    ),
    h2('Servicing without losing a day'),
    p(
      'The usual reason for skipping a service is time: a morning at the workshop, a second trip to collect the vehicle. With MotoMitra you choose a time slot between 10 AM and 8:30 PM, we pick your vehicle up from home or office, service it at a checked partner garage and bring it back. You see the price for your exact vehicle before you book, extra work is done only after you approve it, and you pay when the work is done.',
    ),
  ],
};
