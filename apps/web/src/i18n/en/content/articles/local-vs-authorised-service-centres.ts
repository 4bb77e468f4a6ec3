// The article 'local-vs-authorised-service-centres' in English (loads with its page).

import { articleBase, h2, ol, p, ul } from '../../../content-parts.ts';
import type { Article } from '../../../content-types.ts';

export const ARTICLE: Article = {
  ...articleBase('local-vs-authorised-service-centres'),
  title: 'Local garage or authorised service centre?',
  excerpt:
    'Warranty, genuine parts, price and convenience: an honest comparison of authorised service centres and local garages, and where a doorstep service like MotoMitra fits.',
  imageAlt: 'An authorised service centre and a local garage side by side, with a scale between them',
  body: [
    p(
      'Every vehicle owner faces this choice sooner or later: take the bike or car to the brand’s authorised service centre, or to the local garage down the road? There is no single right answer. Each has real strengths and real weaknesses, and the right choice depends mostly on the age of your vehicle and the job it needs.',
    ),
    h2('Authorised service centres'),
    ul(
      'Warranty work: while your vehicle is under the manufacturer’s warranty, free services and warranty repairs are done here, and claims are handled directly with the maker.',
      'Genuine parts and tools: they fit parts supplied by the manufacturer and use its diagnostic equipment and software updates, which matters for modern fuel-injected, ABS and electric vehicles.',
      'Standard procedures and records: work follows the maker’s checklist and is logged in the vehicle’s service history.',
      'Higher cost: labour rates are usually higher, and packages sometimes include items you may not need yet.',
      'Waiting: appointments fill up, the vehicle often stays for the whole day, and you deal with a service advisor rather than the person who works on it.',
    ),
    h2('Local garages'),
    ul(
      'Lower cost: labour is usually cheaper and you can often choose between parts at different prices.',
      'Speed and flexibility: small jobs are often done while you wait, and the mechanic gets to know your vehicle.',
      'Uneven quality: skills, tools and honesty vary a lot from one garage to the next.',
      'Parts you cannot check: without a written bill it is hard to know whether a part was genuine, or was replaced at all.',
      'Few records: many garages do not give a detailed job card or a proper invoice, which hurts at resale time.',
    ),
    h2('Genuine, OES and aftermarket parts'),
    p('Not every non-genuine part is bad. It helps to know the three kinds:'),
    ul(
      'Genuine (OEM) parts come in the vehicle maker’s packaging and are what authorised centres fit.',
      'OES parts are made by the same suppliers that supply the maker, sold under the supplier’s own brand. Quality is usually the same and the price lower.',
      'Aftermarket parts are made by other companies. Good brands are fine for many items; cheap unbranded brake pads, filters and electrical parts are where corners get cut.',
    ),
    p('Whatever you choose, ask for the part’s brand on the bill, and ask to see the old part that was replaced.'),
    h2('Price: where the difference comes from'),
    p(
      'For the same job, the gap between the two is mostly labour rates, overheads and the parts chosen. Consumables such as oil, filters and brake pads cost about the same if the same brand is used. Compare the complete estimate, not only the headline service price.',
    ),
    h2('How to choose'),
    ol(
      'Under warranty? Use the authorised centre for free services and anything that could become a warranty claim. Read your warranty booklet for its exact conditions.',
      'Out of warranty? A good independent garage can do routine servicing just as well, often for less.',
      'Complex electronics, recalls or software updates? Go to the authorised centre.',
      'Whoever you use: ask for a written estimate first, approve any extra work, and keep every invoice.',
    ),
    h2('Where MotoMitra fits'),
    p(
      'MotoMitra is not an authorised dealer, and we will not pretend otherwise. If your vehicle is still under warranty, keep its free services and warranty repairs at the authorised centre. For everything else, we try to bring the discipline of an authorised centre to the price of a local garage.',
    ),
    ul(
      'We work with independent partner garages in Nagpur and Pune that we check, and hold them to one service checklist.',
      'You see the price for your exact vehicle, by engine size or car segment, before you book.',
      'Extra parts or work are written on the job card with their price and done only after you approve them.',
      'Pickup and drop are included, so you do not lose a day at the workshop.',
      'You pay on completion and get a GST invoice, which keeps your service record complete for resale.',
    ),
  ],
};
