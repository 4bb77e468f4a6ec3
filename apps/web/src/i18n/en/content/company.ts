// About-us and careers texts, in English.
import type { Block, LegalPage } from '../../content-types.ts';

export const ABOUT: LegalPage = {
  title: 'About us',
  updated: '2026-11-01',
  body: [
    {
      kind: 'p',
      text: 'MotoMitra started in Nagpur as BikeSeva, a small team picking up scooters from offices and bringing them back serviced by evening. Today we service bikes and cars across Nagpur and Pune.',
    },
    { kind: 'h2', text: 'What we believe' },
    {
      kind: 'ul',
      items: [
        'Your time matters: we come to you.',
        'Prices should be clear before you book, and extra work needs your yes.',
        'Good independent garages deserve more customers, and customers deserve a checklist and a proper bill.',
      ],
    },
    { kind: 'h2', text: 'How it works' },
    {
      kind: 'ol',
      items: [
        'Choose a service and your vehicle, and see the price.',
        'Pick a date, a time slot and the pickup place.',
        'We service your vehicle at a checked partner garage and bring it back.',
        'Pay when the work is done.',
      ],
    },
  ],
};

export const CAREERS_BODY: Block[] = [
  {
    kind: 'p',
    text: 'We will soon hire riders, service advisors and mechanics in Nagpur and Pune. Garage owners can already join as partners through Earn with us.',
  },
];
