// The terms-and-conditions and privacy-policy pages, in English.

import { h2, p, ul } from '../../content-parts.ts';
import type { LegalPage } from '../../content-types.ts';

export const TERMS: LegalPage = {
  title: 'Terms and conditions',
  description:
    'The terms of booking a vehicle service with us: pickup and drop, pricing and extra work, payment on completion, cancellation and liability.',
  updated: '2026-11-01',
  body: [
    p(
      'These terms apply when you use the MotoMitra website (formerly BikeSeva) and when you book a service with us: two-wheeler or four-wheeler servicing, breakdown assistance, the yearly bike plan, insurance renewal or RTO assistance. “MotoMitra”, “we” and “us” mean the business that runs this website from Nagpur, Maharashtra; “you” means the customer. By creating an account or placing a booking you accept these terms. Please read them together with our privacy policy.',
    ),
    h2('1. Your account'),
    ul(
      'You must be at least 18 years old and able to enter into a contract under Indian law.',
      'Give your real name, email address and mobile number, and keep them up to date; we use them to reach you about your bookings.',
      'Keep your password to yourself. You are responsible for bookings made from your account; tell us at once if you think someone else has used it.',
      'We may suspend an account that is used for fraud, abuse of coupons, or abusive behaviour towards our staff or partners.',
    ),
    h2('2. Your vehicle'),
    ul(
      'You must own the vehicle or have the owner’s permission to have it serviced.',
      'Vehicle details you save (make, model, engine size or segment, registration number) must be correct; prices depend on them. If the vehicle handed over does not match the booking, the price is corrected before work starts, or you may cancel.',
      'Our rider can ride or drive your vehicle on public roads only if it has a valid registration, valid insurance and a valid PUC certificate, and is safe to ride. If it is not, we can tow or transport it for an extra charge that you approve first, or cancel the booking.',
      'Remove valuables, documents other than the RC copy, and accessories you do not want serviced. We are not responsible for items left in the vehicle.',
      'Please leave enough fuel or charge for the trip to and from the garage.',
    ),
    h2('3. Bookings and prices'),
    ul(
      'A booking is confirmed when you see the order-received page with your order number and the status “Booking Confirmed”.',
      'The price shown is for the service, the city and the vehicle you chose. A coupon, if applied, is shown as a discount.',
      'The amount shown at checkout is not always the final amount: the final amount is the booked service price, minus any coupon, plus any extra work you approve (see section 4).',
      'Time slots have limited capacity. If a slot fills while you are booking, you will be asked to choose another.',
      'Pickup and drop places must be inside our service area in Nagpur (including its suburbs) or Pune (including Pimpri-Chinchwad).',
    ),
    h2('4. Inspection, job card and extra work'),
    p(
      'Your vehicle is inspected before work starts. Anything found beyond the booked service is written on a job card with the parts and their prices. Extra work is done only after you approve it by phone or in writing; you may refuse any item, and the booked service is carried out either way. Replaced parts are returned to you on request, except parts exchanged under a manufacturer’s or supplier’s exchange scheme.',
    ),
    h2('5. Pickup, service and delivery'),
    ul(
      'Someone must be present at the pickup place in the chosen slot to hand over the vehicle and key. Our rider records the vehicle’s visible condition, odometer reading and fuel level with you.',
      'We are responsible for the vehicle from pickup until it is handed back at the drop place. Traffic fines for offences committed while the vehicle is with us are paid by us.',
      'The expected delivery date is an estimate. If work or parts take longer, we tell you as soon as we know.',
      'If nobody is available to receive the vehicle at the drop place, we will arrange a new delivery time with you; the vehicle is kept safely at the partner garage meanwhile.',
    ),
    h2('6. Cancellation'),
    ul(
      'You may cancel free of charge while the booking is confirmed and the vehicle has not yet been picked up.',
      'After pickup, the booking cannot be cancelled online. If you want the vehicle back before the work is done, call us: you pay only for work already done and parts already fitted, with your approval.',
      'We may cancel a booking if we cannot serve the slot or the place, or if the vehicle cannot be moved safely. We will tell you as early as possible, and nothing is payable.',
    ),
    h2('7. Payment'),
    ul(
      'You pay on order completion. Nothing is charged when you book.',
      'When the vehicle is on its way back, we request the final amount. You can pay by UPI, NEFT or IMPS from My account → Orders, or by credit or debit card or cash when the vehicle is handed back.',
      'For NEFT and IMPS, enter the UTR or reference number so that we can match your payment. A payment counts as made when we confirm it.',
      'A GST tax invoice is issued for every paid order and is available under My account → Invoices.',
    ),
    h2('8. Coupons'),
    p(
      'One coupon can be used per order. Coupons may have a minimum cart amount, validity dates and use limits, are checked again when you place the order, have no cash value and cannot be transferred. A discount never exceeds the order total. We may withdraw a coupon that is being misused.',
    ),
    h2('9. Yearly bike plan, breakdown assistance, insurance and RTO'),
    ul(
      'The yearly bike plan covers the services and benefits listed on the plan for 12 months from purchase, for the vehicle it was bought for. Unused services do not carry over and are not refunded.',
      'Breakdown assistance is available within our service area in each city. Arrival times are typical, not guaranteed, and depend on traffic and weather.',
      'For insurance renewal we help you compare and renew a policy; the policy is a contract between you and the insurer, and the insurer decides on cover and claims.',
      'For RTO assistance we prepare and file paperwork for you; the Regional Transport Office decides on every application. Government fees are paid at actuals and shown to you before we start.',
    ),
    h2('10. Warranty on our work'),
    p(
      'Workmanship is guaranteed for 30 days or 1,000 km from delivery, whichever comes first: if a fault is caused by our work, we put it right free of charge. Parts carry their maker’s warranty. The guarantee does not cover normal wear, accidents, misuse, or work done afterwards by someone else. Servicing with us does not replace free services or warranty repairs owed by your vehicle’s manufacturer at its authorised centres.',
    ),
    h2('11. Our responsibility'),
    p(
      'If your vehicle is damaged or lost while it is with us through our fault or our partner’s, we will repair or make good the damage at our cost. We are not responsible for faults that existed before pickup, for normal wear and tear, or for delays caused by events beyond our control such as floods, strikes or government orders. Apart from that, our liability for an order is limited to the amount payable for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019 or any liability that cannot be limited by law.',
    ),
    h2('12. Use of the website'),
    p(
      'Do not misuse the website: no automated bookings, attempts to break its security, false bookings or content that is unlawful. The text, design, logos and illustrations on this website belong to MotoMitra and may not be copied without our permission.',
    ),
    h2('13. Complaints and grievance officer'),
    p(
      'If something goes wrong, call us or write to us through the contact page first; most problems are solved in one call. If you are not satisfied, ask for our grievance officer. We acknowledge every complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require.',
    ),
    h2('14. Changes to these terms'),
    p(
      'We may update these terms. The version that applies to a booking is the one published on the day you placed it. The date at the top of this page shows the latest update.',
    ),
    h2('15. Governing law and jurisdiction'),
    p(
      'These terms are governed by the laws of India. Subject to your rights to approach a consumer commission under the Consumer Protection Act, 2019, the courts at Nagpur, Maharashtra have exclusive jurisdiction over any dispute arising from them.',
    ),
  ],
};

export const PRIVACY: LegalPage = {
  title: 'Privacy policy',
  description:
    'What personal data we keep when you book a service, why, for how long, who sees it, and how to see, correct or erase it.',
  updated: '2026-11-01',
  body: [
    p(
      'MotoMitra (formerly BikeSeva) collects only the personal data it needs to book, carry out and bill your vehicle services, and handles it in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and other Indian law. Under that Act we are the “data fiduciary” for your data, and you are the “data principal”. This policy explains what we collect, why, whom we share it with, how long we keep it and what your rights are.',
    ),
    h2('What we collect'),
    ul(
      'Account data: your name, email address, mobile number, date of birth, gender, home address and any other addresses you save. Your password is stored only in a scrambled (hashed) form that we cannot read.',
      'Vehicle data: vehicle type, make and model, variant, fuel type, engine size or car segment, and registration number.',
      'Booking data: the services you book, your city, pickup and drop places, dates, time slots, an alternate mobile number, notes, the job card, amounts, order status, and payment references such as a UTR number. We never see your UPI PIN or full card number.',
      'Messages and applications: what you send through the contact, call-back and Earn With Us forms, such as your name, email, mobile number, address and occupation.',
      'Technical data: your IP address, browser type and the time of requests, kept in server logs to keep the service secure and to slow down repeated failed logins.',
    ),
    p(
      'We do not read your phone’s GPS location. The pickup and drop places are the ones you choose on the map or in the place search.',
    ),
    h2('Why we use it'),
    ul(
      'To create and run your account and show your orders and invoices.',
      'To price your booking for your vehicle and city, plan the pickup and drop, and carry out the service.',
      'To contact you about your booking: pickup, job card approvals, delays, payment requests and delivery.',
      'To issue GST invoices and keep the accounts that tax law requires.',
      'To answer your enquiries and partner applications.',
      'To keep the website secure and prevent fraud and misuse of coupons.',
    ),
    p(
      'We process your data on the basis of the consent you give when you create an account, place a booking or send a form, and for the legitimate uses the DPDP Act allows, such as providing a service you asked for and meeting legal obligations. We do not sell your personal data, and we do not use it for advertising.',
    ),
    h2('Whom we share it with'),
    ul(
      'Partner garages and our riders see only what they need for your booking: your name, phone numbers, vehicle details, the job, and the pickup and drop places.',
      'Insurers, insurance intermediaries and the Regional Transport Office receive the documents and details needed, only when you ask us for insurance renewal or RTO assistance.',
      'Service providers that work for us under contract, such as our hosting and email providers, process data only on our instructions.',
      'Banks and UPI apps process your payment under their own terms when you pay.',
      'Government authorities, when the law requires it.',
    ),
    p(
      'The map on the checkout page may load map images from a map tile service. Like any website, that service sees your device’s IP address.',
    ),
    h2('Cookies'),
    p(
      'A cookie is a small text file that a website stores in your browser. MotoMitra only sets a session cookie, and only because it is needed for login: it keeps you logged in between pages. It holds a random identifier, not your name or any other personal data, cannot be read by scripts on the page, and is not used for tracking. We use no advertising, analytics or third-party tracking cookies.',
    ),
    ul(
      'Login cookies last two days. After that you are asked to log in again; logging out deletes the cookie at once.',
      'If you choose “remember me” when logging in, where that option is offered, the login cookie lasts two weeks.',
      'Screen option cookies, which remember how you arranged a screen, last one year.',
    ),
    p(
      'Today the website offers neither “remember me” nor screen options, so the only cookie you will find from us is the two-day login cookie. You can delete cookies in your browser at any time; you will then need to log in again.',
    ),
    h2('How long we keep it'),
    ul(
      'Account and vehicle data: while your account exists. When you ask us to delete your account, we erase it, except what the law requires us to keep.',
      'Orders and invoices: as long as tax and accounting laws require, currently up to eight years.',
      'Enquiries and partner applications: up to two years after our last contact with you.',
      'Security logs: up to 90 days, unless needed to investigate misuse.',
    ),
    h2('How we protect it'),
    p(
      'Data travels over encrypted connections, passwords are stored only as hashes, the login cookie cannot be read by scripts, and only staff who need your data for their work can see it. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.',
    ),
    h2('Your rights'),
    p('Under the DPDP Act you have the right to:'),
    ul(
      'get a summary of the personal data we hold about you, how we use it and whom we have shared it with;',
      'have your data corrected, completed or updated; most of it you can edit yourself under My account;',
      'have your data erased when it is no longer needed, except what the law requires us to keep;',
      'withdraw your consent at any time, as easily as you gave it; we then stop using your data, although we can no longer take bookings from you;',
      'have your grievances heard by us and answered quickly;',
      'nominate another person to exercise these rights for you in case of death or incapacity.',
    ),
    p(
      'To use these rights, write to us through the contact page or call the number at the top of the page. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    ),
    h2('Children'),
    p(
      'Our services are meant for adults. We do not knowingly collect personal data of anyone under 18. If you believe a child has given us personal data, contact us and we will delete it.',
    ),
    h2('Changes to this policy'),
    p(
      'We may update this policy when our services or the law change. The date at the top of this page shows the latest version; if a change affects how we use your data, we will tell you by email or on the website before it takes effect.',
    ),
    h2('Contact'),
    p(
      'For any question about your personal data, or to reach our grievance officer, write to us through the contact page or call the number at the top of the page. MotoMitra, Nagpur, Maharashtra, India.',
    ),
  ],
};
