// Terms and conditions and privacy policy, in English.
import type { LegalPage } from '../../content-types.ts';

export const TERMS: LegalPage = {
  title: 'Terms and conditions',
  updated: '2026-11-01',
  body: [
    {
      kind: 'p',
      text: 'These terms apply when you book a service with MotoMitra (formerly BikeSeva) on this website. By placing a booking you accept them.',
    },
    { kind: 'h2', text: 'Bookings' },
    {
      kind: 'ul',
      items: [
        'A booking is confirmed when you see the order-received page with your order number.',
        'Prices shown are for the vehicle and city you chose. Extra work found during inspection is done only after you approve it.',
        'You may cancel free of charge until the vehicle is picked up.',
      ],
    },
    { kind: 'h2', text: 'Pickup, service and drop' },
    {
      kind: 'ul',
      items: [
        'Hand over the vehicle with its key and a copy of the registration certificate. Remove valuables.',
        'The expected delivery date is an estimate; we tell you at once about any delay.',
        'We are responsible for the vehicle from pickup until it is handed back.',
      ],
    },
    { kind: 'h2', text: 'Payment' },
    {
      kind: 'p',
      text: 'You pay the final amount on completion by UPI, NEFT, IMPS, card or cash. A GST tax invoice is issued for every paid order.',
    },
    { kind: 'h2', text: 'Warranty on work' },
    {
      kind: 'p',
      text: 'Workmanship is guaranteed for 30 days or 1,000 km, whichever comes first. Parts carry their manufacturer’s warranty.',
    },
    { kind: 'h2', text: 'Law and disputes' },
    {
      kind: 'p',
      text: 'These terms are governed by the laws of India. Courts in Nagpur, Maharashtra have jurisdiction. Write to us first; most problems are solved in a phone call.',
    },
  ],
};

export const PRIVACY: LegalPage = {
  title: 'Privacy policy',
  updated: '2026-11-01',
  body: [
    {
      kind: 'p',
      text: 'MotoMitra collects only the personal data it needs to book and carry out your service, and handles it in line with the Digital Personal Data Protection Act, 2023.',
    },
    { kind: 'h2', text: 'What we collect' },
    {
      kind: 'ul',
      items: [
        'Account data: name, email, mobile number, date of birth, gender and addresses.',
        'Vehicle data: make, model, variant, engine size or segment, and registration number.',
        'Booking data: pickup and drop places, dates, time slots, notes and payment references.',
      ],
    },
    { kind: 'h2', text: 'Why we use it' },
    {
      kind: 'p',
      text: 'To price and carry out your bookings, to reach you about them, to issue invoices and to meet legal duties. We do not sell your data. Partner garages and riders see only what they need for your booking.',
    },
    { kind: 'h2', text: 'Cookies' },
    {
      kind: 'p',
      text: 'MotoMitra sets a single session cookie that keeps you logged in; it is needed for login and is not used for tracking.',
    },
    {
      kind: 'p',
      text: 'Login cookies last two days. If you choose “remember me”, the login cookie lasts two weeks. Screen option cookies last one year.',
    },
    { kind: 'h2', text: 'How long we keep it' },
    {
      kind: 'p',
      text: 'Account data is kept while your account exists. Invoices are kept for eight years, as tax law requires.',
    },
    { kind: 'h2', text: 'Your rights' },
    {
      kind: 'p',
      text: 'You may see, correct or delete your data, and withdraw consent, by writing to us from the contact page. You may also complain to the Data Protection Board of India.',
    },
  ],
};
