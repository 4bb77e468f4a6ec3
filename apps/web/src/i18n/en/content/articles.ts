// The five articles' bodies in English (titles live in the message catalogue; cards and paths in articles-index).
import type { Article } from '../../content-types.ts';

const common = { date: '2023-05-10', author: 'MotoMitra Team' };

export const ARTICLES: readonly Article[] = [
  {
    ...common,
    slug: 'regular-servicing-importance',
    imageAlt: 'A service calendar next to a wrench',
    body: [
      {
        kind: 'p',
        text: 'A bike or car that is serviced on time costs less to run, breaks down less often and is safer on the road. In Nagpur and Pune, where most of us ride through dust, stop-and-go traffic and a heavy monsoon, the schedule in your owner’s manual matters even more.',
      },
      { kind: 'h2', text: 'What a regular service actually does' },
      {
        kind: 'ul',
        items: [
          'Fresh engine oil keeps moving parts from grinding against each other. Old oil thickens with dust and loses its protection.',
          'Clean air filters let the engine breathe. A choked filter can cut mileage by 5–10%.',
          'Brakes are checked and adjusted before they become a danger, not after.',
          'Chains, belts, tyres and batteries are inspected, so small wear is caught while it is cheap to fix.',
        ],
      },
      { kind: 'h2', text: 'How often?' },
      {
        kind: 'p',
        text: 'Most commuter bikes and scooters need a general service every 3,000–4,000 km or every four months, whichever comes first. Most cars need one every 10,000 km or once a year. If you ride mostly in city traffic or on dusty roads, choose the shorter interval.',
      },
      { kind: 'h2', text: 'It pays for itself' },
      {
        kind: 'p',
        text: 'A general bike service costs less than a single clutch plate replacement. Regular servicing also keeps the resale value up: buyers ask for the service record, and a complete one can add thousands of rupees to the price you get.',
      },
      {
        kind: 'p',
        text: 'With MotoMitra you do not have to wait at a workshop: choose a slot, we pick up your vehicle, service it at a checked partner garage and bring it back. You pay when the work is done.',
      },
    ],
  },
  {
    ...common,
    slug: 'seasonal-changes-vehicle-care',
    imageAlt: 'Sun and rain drops above a scooter',
    body: [
      {
        kind: 'p',
        text: 'Central India swings from 45°C summers to heavy monsoon rain and cool winter mornings. Each season is hard on a vehicle in its own way.',
      },
      { kind: 'h2', text: 'Summer: heat and dust' },
      {
        kind: 'ul',
        items: [
          'Check coolant in cars and keep the radiator clean; an overheating engine can warp its cylinder head.',
          'Tyre pressure rises in the heat. Check it in the morning, when the tyres are cold.',
          'Park in the shade when you can. Sun cracks rubber seals and fades paint.',
          'Dust clogs air filters faster; clean or replace them more often.',
        ],
      },
      { kind: 'h2', text: 'Monsoon: water and grip' },
      {
        kind: 'ul',
        items: [
          'Tyres with less than 2 mm of tread lose grip on wet roads. Replace them before the rains.',
          'Have brakes checked: wet brake shoes and worn pads need longer to stop.',
          'Clean and lubricate the chain after riding through water, or it rusts.',
          'Avoid deep water. If the engine stalls in a flooded street, do not restart it; call for breakdown assistance.',
        ],
      },
      { kind: 'h2', text: 'Winter: cold starts' },
      {
        kind: 'p',
        text: 'Old batteries give up on cold mornings. Have the battery tested before winter, and let the engine idle for half a minute before you ride off so the oil can reach every part.',
      },
      {
        kind: 'p',
        text: 'A service at the start of each season is the simplest way to stay ahead. Book a pickup slot with MotoMitra and we will check what the season needs.',
      },
    ],
  },
  {
    ...common,
    slug: 'top-10-signs-vehicle-needs-servicing',
    imageAlt: 'A warning sign next to a car',
    body: [
      {
        kind: 'p',
        text: 'Vehicles usually warn you before they break down. Watch for these ten signs and book a service when you notice one.',
      },
      {
        kind: 'ol',
        items: [
          'A warning light on the dashboard stays on after the engine starts.',
          'Mileage drops without a change in how or where you drive.',
          'The engine is hard to start, especially in the morning.',
          'Brakes squeal, grind, or the lever or pedal goes further than before.',
          'The bike or car pulls to one side when you brake or let go of the handlebar or wheel.',
          'Black, blue or white smoke from the exhaust.',
          'New noises: knocking from the engine, rattling from below, clicking when you turn.',
          'The clutch slips: the engine revs but the vehicle does not pick up speed.',
          'Oil or coolant spots where you park.',
          'The last service was more than four months (bike) or a year (car) ago.',
        ],
      },
      { kind: 'h2', text: 'What to do' },
      {
        kind: 'p',
        text: 'Do not wait for the problem to get worse; most of these are cheap to fix early. Note what you noticed and when, and mention it when you book: our mechanic checks it during the inspection and tells you the cost before doing any extra work.',
      },
    ],
  },
  {
    ...common,
    slug: 'what-happens-if-you-skip-servicing',
    imageAlt: 'A broken-down car with smoke from the bonnet',
    body: [
      {
        kind: 'p',
        text: 'Skipping one service rarely causes an immediate breakdown, which is why it is tempting. The damage builds up quietly.',
      },
      { kind: 'h2', text: 'The engine wears faster' },
      {
        kind: 'p',
        text: 'Engine oil breaks down with heat and collects dust. Old oil protects less, so pistons, rings and bearings wear faster. An engine overhaul costs many times what the skipped oil changes would have.',
      },
      { kind: 'h2', text: 'Small problems become big ones' },
      {
        kind: 'ul',
        items: [
          'A loose chain stretches, then wears out the sprockets too.',
          'Worn brake pads start cutting into the disc, which then has to be replaced.',
          'A small coolant leak ends in an overheated engine.',
          'A weak battery leaves you stranded on a cold morning.',
        ],
      },
      { kind: 'h2', text: 'Safety, warranty and resale' },
      {
        kind: 'p',
        text: 'Brakes, tyres and lights are checked at every service; skipping it means riding without knowing their state. Manufacturers can refuse warranty claims when the service record has gaps, and buyers pay less for a vehicle without one.',
      },
      {
        kind: 'p',
        text: 'If you are already overdue, do not worry: book a general service now and ask for the full inspection report. It tells you what needs attention first.',
      },
    ],
  },
  {
    ...common,
    slug: 'local-vs-authorised-service-centres',
    imageAlt: 'Two garages side by side',
    body: [
      {
        kind: 'p',
        text: 'Should you go to the brand’s authorised service centre or the garage around the corner? Both have their place.',
      },
      { kind: 'h2', text: 'Authorised service centres' },
      {
        kind: 'ul',
        items: [
          'Needed for free services and warranty repairs while your vehicle is under warranty.',
          'Use genuine parts and the maker’s diagnostic tools.',
          'Usually cost more, and often mean waiting or leaving the vehicle for a day.',
        ],
      },
      { kind: 'h2', text: 'Local garages' },
      {
        kind: 'ul',
        items: [
          'Often cheaper and quicker, and the mechanic gets to know your vehicle.',
          'Quality varies: parts may not be genuine, and there is rarely a written checklist or bill.',
        ],
      },
      { kind: 'h2', text: 'Where MotoMitra fits' },
      {
        kind: 'p',
        text: 'We work with independent garages that we check ourselves, and we hold them to one checklist. You see the price for your exact vehicle before you book, extra work happens only after you approve it, and you get a GST invoice. Once your warranty has ended, that gives you authorised-centre discipline at local-garage prices, with pickup and drop included.',
      },
    ],
  },
];
