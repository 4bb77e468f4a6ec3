// The article 'what-happens-if-you-skip-servicing' in English (loads with its page).

import { articleBase, h2, ol, p, ul } from '../../../content-parts.ts';
import type { Article } from '../../../content-types.ts';

export const ARTICLE: Article = {
  ...articleBase('what-happens-if-you-skip-servicing'),
  title: 'What happens if I skip servicing?',
  excerpt:
    'Skipping one service rarely causes an instant breakdown, which is exactly why it is tempting. Here is how the damage builds up, and what to do if you are already overdue.',
  imageAlt: 'A broken-down car with steam rising from the bonnet and a worried driver beside it',
  body: [
    p(
      'Missing one service rarely stops a vehicle the next morning. The bike still starts, the car still drives, and the money stays in your pocket. That is why skipping feels harmless. The damage is real, though: it builds up quietly and arrives later as a bigger bill, a breakdown at the worst moment or a vehicle that is worth less when you sell it.',
    ),
    h2('The engine wears faster'),
    p(
      'Engine oil does three jobs: it keeps metal parts from touching, carries heat away and holds dust and combustion deposits so that the filter can catch them. With time and heat it thins out, gets dirty and stops protecting. In dusty, stop-and-go city traffic this happens sooner than most people expect.',
    ),
    ul(
      'Old oil turns into sludge that blocks the narrow passages oil needs to flow through.',
      'Piston rings, cylinder walls, bearings and the cam chain wear faster.',
      'The engine runs hotter, loses power and uses more fuel.',
      'In the worst case a bearing seizes, and an engine overhaul costs many times what the skipped oil changes would have.',
    ),
    h2('Small problems grow into big ones'),
    p('A service catches wear while it is small. Skip it, and each small problem starts damaging the parts around it:'),
    ul(
      'A loose, dry chain stretches, then wears out both sprockets, so you pay for a full chain set instead of an adjustment.',
      'Worn brake pads, once the friction material is gone, cut grooves into the disc, which then has to be replaced too.',
      'A slightly slipping clutch, left alone, burns its plates.',
      'A small coolant leak ends in an overheated engine and a damaged head gasket.',
      'A clogged air filter makes the engine run rich, fouling the spark plug and building carbon inside.',
      'A battery nobody tested fails on a cold morning or in the middle of a trip.',
    ),
    h2('Safety suffers first'),
    p(
      'Brakes, tyres, steering, suspension and lights are checked at every service, because their wear is gradual and easy to miss from the saddle or the driver’s seat. Skip the service and you are riding without knowing how much brake is left or how much tread is on your tyres, which matters most on wet monsoon roads and in heavy traffic.',
    ),
    h2('Warranty, insurance and resale'),
    ul(
      'Warranty: manufacturers expect maintenance on schedule. If a part fails and the records show missed services, the claim can be refused.',
      'Insurance: a motor policy covers accidents, not wear and tear. Damage caused by poor maintenance, such as a seized engine, is usually not covered.',
      'Resale: buyers and exchange dealers ask for the service history. A vehicle with gaps in its record sells for less, and takes longer to sell.',
    ),
    h2('It does not even save money'),
    p(
      'A general service costs far less than most of the repairs above. Add the fuel lost to a tired engine, the day lost to a breakdown and the towing charge, and skipping almost always costs more than servicing.',
    ),
    h2('Already overdue? Here is what to do'),
    ol(
      'Do not panic, and do not wait for the next “right time”. Book a general service now.',
      'Tell the mechanic how long it has been and anything unusual you have noticed.',
      'Ask for the full inspection findings, and fix safety items (brakes, tyres, lights) first.',
      'Set a reminder for the next service by date and by odometer reading, whichever comes first.',
    ),
    p(
      'With MotoMitra you do not need to take a morning off: pick a slot between 10 AM and 8:30 PM, and we collect the vehicle and bring it back serviced. Any extra work the mechanic finds goes on the job card with its price and is done only after you say yes. You pay on completion by UPI, NEFT, IMPS, card or cash.',
    ),
  ],
};
