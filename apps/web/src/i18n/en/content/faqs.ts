// The FAQ page's questions and answers, in English.

import { ol, p, ul } from '../../content-parts.ts';
import type { Faq } from '../../content-types.ts';

export const FAQS: readonly Faq[] = [
  {
    question: 'Which cities do you serve?',
    answer: [
      p(
        'We serve Nagpur and Pune, including Pimpri-Chinchwad. Pickup and drop places must be inside our service area in the city you choose; if a place is outside it, the checkout page tells you so before you book.',
      ),
      p(
        'We plan to open in more cities. Tell us yours through the contact form and we will let you know when we arrive.',
      ),
    ],
  },
  {
    question: 'How do pickup and drop work?',
    answer: [
      ol(
        'At checkout, choose the servicing date, a time slot and your pickup place on the map. The drop place is the same as the pickup place unless you choose a different one.',
        'Our rider arrives in your slot, notes the vehicle’s condition and fuel level with you, and takes the vehicle and its key.',
        'The vehicle is serviced at a checked MotoMitra partner garage.',
        'We bring it back to the drop place and hand it over to you or to the person you named.',
      ),
      p(
        'Please keep the registration certificate (RC) copy in the vehicle, leave no valuables inside, and make sure someone can hand over the key at the pickup place.',
      ),
    ],
  },
  {
    question: 'How is the price decided?',
    answer: [
      p('The price depends on the service, your city and your vehicle:'),
      ul(
        'Bikes and scooters are priced by engine size in three bands: below 150 cc (electric scooters are priced in this band too), 150–200 cc, and above 200 cc.',
        'Cars are priced by segment: hatchback, sedan, compact SUV, SUV/MUV or luxury.',
      ),
      p(
        'Choose your city and one of your saved vehicles on the service page and you see the exact price before you add it to the cart. Coupons are deducted in the cart. Parts or work beyond the booked service are priced separately, and only with your approval.',
      ),
    ],
  },
  {
    question: 'When and how do I pay? Do I get a GST invoice?',
    answer: [
      p(
        'Nothing is charged when you book. You pay on order completion: when your vehicle is on its way back, we send you the final amount (the service price minus any coupon, plus extra work you approved). You can pay by:',
      ),
      ul(
        'UPI, by scanning the QR code or opening the UPI link on the Pay Now screen in My account → Orders;',
        'NEFT or IMPS to the bank account shown on the same screen, then entering the UTR or reference number;',
        'credit or debit card, or cash, when the vehicle is handed back.',
      ),
      p(
        'Yes, you get a GST tax invoice for every paid order. You can download it as a PDF under My account → Invoices.',
      ),
    ],
  },
  {
    question: 'What if the mechanic finds more work during inspection?',
    answer: [
      p(
        'Every vehicle is inspected before work starts. If the mechanic finds something beyond the service you booked, such as worn brake pads or a tired battery, it is written on the job card with the part and its price, and we call you.',
      ),
      p(
        'Nothing extra is done until you approve it. You can say no to any item; the booked service is carried out either way. Replaced parts can be returned to you on request.',
      ),
    ],
  },
  {
    question: 'Can I cancel or change a booking?',
    answer: [
      p(
        'Yes. You can cancel free of charge while the booking shows as “Booking Confirmed”, that is before the vehicle has been picked up. Cancel it from the order in My account → Orders, or call us.',
      ),
      p(
        'Once the vehicle has been picked up the booking can no longer be cancelled online. Call us and we will work it out with you. To change the date or time slot, call us before the pickup.',
      ),
    ],
  },
  {
    question: 'How do coupons work?',
    answer: [
      p(
        'Enter a coupon code in the cart, or pick one from the list of available coupons. One coupon can be used per order. A coupon is either a fixed amount in rupees or a percentage of the service price, and the discount is never more than the total.',
      ),
      p(
        'Some coupons need a minimum cart amount, are valid only between certain dates, or can be used only a limited number of times. The cart shows which coupons your booking qualifies for, and the coupon is checked again when you place the order.',
      ),
    ],
  },
  {
    question: 'Which time slots can I choose?',
    answer: [
      p('Pickup is in one of five time slots:'),
      ul(
        '10:00 AM – 12:00 PM',
        '12:00 PM – 02:00 PM',
        '02:00 PM – 04:00 PM',
        '04:00 PM – 06:00 PM',
        '06:00 PM – 08:30 PM',
      ),
      p(
        'You can book from today up to 30 days ahead. Each slot takes a limited number of bookings per city, so slots that are full, or that have already started today, are shown as unavailable.',
      ),
    ],
  },
  {
    question: 'How long does a service take?',
    answer: [
      p(
        'Most bike and scooter general services picked up in a morning or early afternoon slot come back the same evening. A basic car service usually takes a day; a comprehensive service, AC work or bodywork can take one to two days. You choose an expected delivery date at checkout, and we call you if the job card adds work that needs more time or parts that must be ordered.',
      ),
    ],
  },
  {
    question: 'What is the yearly bike plan?',
    answer: [
      p('One price for a year of care for one bike or scooter. It includes:'),
      ul(
        'three general services within 12 months, each booked whenever it suits you;',
        'two extra water washes;',
        'priority pickup slots;',
        '10% off parts fitted during the plan.',
      ),
      p('You can book it from the shop under “Bike Yearly”. The plan is tied to the vehicle it was bought for.'),
    ],
  },
  {
    question: 'What does breakdown assistance cover?',
    answer: [
      p(
        'If your bike or car breaks down within the city, a mechanic comes to your location, typically within 60 minutes. Minor faults such as a puncture, a dead battery, a loose cable, a blown fuse or a fouled spark plug are fixed on the spot. If the vehicle cannot be fixed there, we tow it to the nearest partner garage; up to 10 km of towing is included.',
      ),
      p(
        'For help right away, call the number at the top of the page. If your engine stalled in deep water, do not try to restart it; tell us when you call.',
      ),
    ],
  },
  {
    question: 'What documents do I need for insurance renewal or RTO work?',
    answer: [
      p('For insurance renewal, keep these ready:'),
      ul(
        'the registration certificate (RC);',
        'your previous insurance policy, and details of any claim made during it (this decides your no-claim bonus);',
        'a valid PUC (pollution under control) certificate;',
        'your ID proof, such as Aadhaar or PAN.',
      ),
      p('For RTO work the list depends on the job. The usual ones are:'),
      ul(
        'Transfer of ownership: RC, Forms 29 and 30, valid insurance and PUC, and ID and address proof of buyer and seller.',
        'Change of address on the RC: RC, Form 33, and proof of the new address.',
        'Removal of a loan (hypothecation) from the RC: RC, Form 35 and the lender’s NOC.',
        'Duplicate RC: Form 26, ID proof, and a police report if the RC was lost.',
      ),
      p(
        'Use “Request a call back” on the service, and our team confirms the exact list, the government fees and our charge before anything starts. The insurer issues the policy and the RTO decides on the application; we handle the paperwork for you.',
      ),
    ],
  },
];
