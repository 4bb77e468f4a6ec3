// Frequently asked questions, in English.
import type { Faq } from '../../content-types.ts';

const p = (text: string) => ({ kind: 'p' as const, text });

export const FAQS: readonly Faq[] = [
  {
    question: 'Which cities do you serve?',
    answer: [
      p('Nagpur and Pune, including Pimpri-Chinchwad. We plan to add more cities; tell us yours on the contact form.'),
    ],
  },
  {
    question: 'How do pickup and drop work?',
    answer: [
      p(
        'Choose a date and a time slot at checkout and mark your pickup place on the map. Our rider collects the vehicle, takes it to a partner garage and brings it back to the drop place you chose (the pickup place unless you pick another).',
      ),
    ],
  },
  {
    question: 'How is the price decided?',
    answer: [
      p(
        'Bikes are priced by engine size: below 150 cc (and all electric scooters), 150 to 200 cc, and above 200 cc. Cars are priced by segment: hatchback, sedan, compact SUV, SUV/MUV or luxury. Choose your saved vehicle on the service page to see its exact price before you book.',
      ),
    ],
  },
  {
    question: 'When and how do I pay?',
    answer: [
      p(
        'You pay when the work is done, by UPI, NEFT, IMPS, credit or debit card, or cash. Nothing is charged when you book.',
      ),
    ],
  },
  {
    question: 'What if the mechanic finds more work?',
    answer: [
      p(
        'Extra work or parts are written on the job card with their price, and done only after you approve them. The final amount is the service price minus any coupon plus the approved extras.',
      ),
    ],
  },
  {
    question: 'Can I cancel a booking?',
    answer: [
      p(
        'Yes, free of charge, while the booking is confirmed and the vehicle has not been picked up yet. Open My account → Orders and cancel it there.',
      ),
    ],
  },
  {
    question: 'How do coupons work?',
    answer: [
      p(
        'One coupon per order. Some need a minimum amount or are valid only for a period or a number of uses; the cart shows which coupons your booking qualifies for.',
      ),
    ],
  },
  {
    question: 'Which time slots can I choose?',
    answer: [
      p(
        '10:00 AM – 12:00 PM, 12:00 PM – 02:00 PM, 02:00 PM – 04:00 PM, 04:00 PM – 06:00 PM and 06:00 PM – 08:30 PM, from today up to 30 days ahead. Slots that are full or have already started are shown as unavailable.',
      ),
    ],
  },
  {
    question: 'Do I get a GST invoice?',
    answer: [p('Yes. Once you have paid, a GST tax invoice is available under My account → Invoices as a PDF.')],
  },
  {
    question: 'What is the yearly bike plan?',
    answer: [
      p(
        'One price for three general services and two washes in twelve months, with priority pickup slots and savings on parts.',
      ),
    ],
  },
  {
    question: 'What does breakdown assistance cover?',
    answer: [
      p(
        'A mechanic comes to you in the city for flat tyres, dead batteries and minor faults, and we tow the vehicle to a partner garage when it cannot be fixed on the spot. Call the number at the top of the page for help right away.',
      ),
    ],
  },
  {
    question: 'What do I need for insurance renewal or RTO work?',
    answer: [
      p(
        'Keep your registration certificate (RC), the previous insurance policy and an ID proof ready. Request a call back and our team tells you what else the specific work needs.',
      ),
    ],
  },
];
