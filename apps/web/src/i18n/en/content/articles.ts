// The five news-and-tips articles in English: titles, card excerpts, images and bodies.
import type { Article, Block } from '../../content-types.ts';

const p = (text: string): Block => ({ kind: 'p', text });
const h2 = (text: string): Block => ({ kind: 'h2', text });
const ul = (...items: string[]): Block => ({ kind: 'ul', items });
const ol = (...items: string[]): Block => ({ kind: 'ol', items });

const common = { date: '2023-05-10', author: 'MotoMitra Team' } as const;
const image = (slug: string) => `/img/articles/${slug}.svg`;

export const ARTICLES: readonly Article[] = [
  {
    ...common,
    slug: 'regular-servicing-importance',
    title: 'Why regular servicing matters',
    excerpt:
      'Dust, stop-and-go traffic and the monsoon wear a vehicle out quietly. Here is what a service really does, how often you need one and why it pays for itself.',
    image: image('regular-servicing-importance'),
    imageAlt: 'A calendar with a ticked date next to a spanner and an oil can',
    body: [
      p(
        'Ask any mechanic in Nagpur or Pune and you will hear the same thing: most of the big repair bills they see started as small problems that nobody looked at. A bike or car that is serviced on time starts easily, gives the mileage it was built for and stops when you brake. Servicing is not about spending money on a vehicle that “runs fine”; it is about catching wear while it is still cheap to fix.',
      ),
      h2('What a service actually does'),
      p(
        'A general service is a checklist, not a wash and an oil top-up. On a bike, scooter or car it normally covers:',
      ),
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
  },
  {
    ...common,
    slug: 'seasonal-changes-vehicle-care',
    title: 'How seasonal changes affect your vehicle',
    excerpt:
      'From 45°C afternoons in Nagpur to flooded roads in the monsoon and cold winter mornings, every season is hard on bikes and cars in its own way. A season-by-season care guide.',
    image: image('seasonal-changes-vehicle-care'),
    imageAlt: 'A sun, a rain cloud and a snowflake above a scooter and a car',
    body: [
      p(
        'Central and western India put vehicles through three very different seasons. Nagpur regularly crosses 45°C in May, the monsoon brings waterlogged roads to both Nagpur and Pune from June to September, and winter mornings can drop below 10°C. Each season attacks different parts of a bike or car, so a little preparation before each one saves a lot of trouble.',
      ),
      h2('Summer: heat and dust (March to June)'),
      p('Heat is hard on everything that cools, seals or stores energy. Before the hottest months:'),
      ul(
        'Cars: have the coolant level and mix checked, the radiator fins cleaned and the radiator fan tested. An engine that overheats in traffic can warp its cylinder head.',
        'Liquid-cooled bikes: check the coolant level too; air-cooled bikes depend on clean engine fins and fresh oil.',
        'Car AC: service it before April, not in the middle of a heat wave when every workshop is full.',
        'Batteries: heat shortens battery life more than cold does. Get the battery tested and the terminals cleaned.',
        'Tyres: check pressure in the morning while the tyres are cold, and set it to the figure in the manual, not higher.',
        'Air filters: summer dust clogs them quickly, so clean or replace them more often.',
        'Parking: use shade when you can. Strong sun cracks rubber seals, dashboards and seat covers, and fades paint.',
      ),
      p(
        'Electric scooters need care too. Do not charge the battery straight after a long ride on a hot afternoon; let it cool first, and charge in a shaded, ventilated spot. Never leave power banks, lighters, sanitiser or spray cans inside a parked car in the sun.',
      ),
      h2('Monsoon: water, grip and rust (June to September)'),
      ul(
        'Tyres: look for the tread wear indicators, the small raised bars in the grooves. When the tread is level with them (about 1.6 mm), replace the tyre before the rains.',
        'Brakes: worn pads and shoes take much longer to stop on wet roads. After riding through water, brake gently a few times to dry them.',
        'Wipers, lights and horn: replace hardened wiper blades and make sure every light works; visibility drops sharply in heavy rain.',
        'Chain: clean and lubricate it after rides through water and mud, or it will rust and stretch.',
        'Electricals: damp spark plug caps and loose battery terminals cause hard starting; a service checks and seals them.',
        'Potholes: fresh potholes hide under water. After a hard hit, get the suspension, wheel alignment and rims checked.',
      ),
      p(
        'The most expensive monsoon mistake is driving into deep water. If water reaches the exhaust on a bike or the bottom of the doors on a car, turn back. Water sucked into the engine can bend internal parts. If the engine stalls in water, do not try to restart it: push the vehicle to higher ground and call for breakdown assistance. Many insurance policies do not cover this damage unless you have an engine protection add-on. Electric scooters are built to resist rain, not to wade through floods, and should never be charged while wet.',
      ),
      h2('Winter: cold starts and fog (November to February)'),
      ul(
        'A battery that struggled in summer often gives up on the first cold morning. If starting is slow, have it tested.',
        'Let the engine run for half a minute before you ride off, then ride gently for the first few minutes while the oil warms up.',
        'Tyre pressure drops as temperatures fall; check it every couple of weeks.',
        'On foggy highways and ghat roads, clean headlamps that are aimed correctly, working fog lamps and a good demister make a real difference.',
      ),
      h2('A simple seasonal calendar'),
      ol(
        'March: summer check: coolant, AC, battery, air filter and tyres.',
        'Late May or early June: pre-monsoon check: tyres, brakes, wipers, lights, chain and electricals.',
        'October: post-monsoon service: clean out mud, treat rust, lubricate cables and check alignment.',
        'November: winter check: battery, lights and engine oil.',
      ),
      p(
        'You do not need a full service every season; a general service plus one or two of these checks is usually enough. Book a pickup slot with MotoMitra, mention the season’s worries in the note at checkout, and our mechanic will look at them during the inspection.',
      ),
    ],
  },
  {
    ...common,
    slug: 'top-10-signs-vehicle-needs-servicing',
    title: 'Top 10 signs your vehicle needs servicing',
    excerpt:
      'Warning lights, falling mileage, strange noises and smoke: ten signs that your bike or car is asking for attention, and what each one usually means.',
    image: image('top-10-signs-vehicle-needs-servicing'),
    imageAlt: 'A car with a warning triangle and a checklist beside it',
    body: [
      p(
        'Vehicles rarely break down without warning. Long before a bike refuses to start or a car stops on the ring road, it usually shows a few signs. Learn to recognise these ten, and book a service as soon as you notice one. Most of them are cheap to fix when caught early.',
      ),
      h2('The ten signs'),
      ol(
        'A warning light stays on. The check-engine, oil pressure, battery, temperature or ABS light should go out a few seconds after the engine starts. If it stays on, the vehicle’s own computer has found a problem. A red oil or temperature light means stop safely and switch off.',
        'Mileage drops. If you are filling up more often without a change in routes or traffic, suspect a clogged air filter, a worn spark plug, low tyre pressure, dragging brakes or a fuel system that needs cleaning.',
        'Starting becomes hard. Several attempts in the morning, a slow cranking sound or a self-start that clicks usually points to a weak battery, a worn spark plug or a fuel delivery problem.',
        'The brakes feel different. Squealing, grinding, a brake lever or pedal that travels further than before, or a spongy feel means worn pads or shoes, air in the brake fluid or a leak. Do not wait on this one.',
        'The vehicle pulls to one side. If a car drifts when you let go of the steering wheel, or a bike pulls while braking, check for uneven tyre pressure, misaligned wheels, a sticking brake or worn suspension.',
        'Smoke from the exhaust. Blue smoke means the engine is burning oil; black smoke means too much fuel (often a dirty air filter or injector); thick white smoke that does not clear once the engine is warm can mean coolant is getting into the engine.',
        'New noises. Knocking from the engine, a rattle from underneath, a clicking sound while turning, a whine that rises with speed or a chain that slaps against its guard are all signs that something has worn loose.',
        'The clutch slips or gears are hard to select. If the engine revs but the vehicle does not pick up speed, or gears crunch and jump out, the clutch or its cable needs adjustment or replacement.',
        'Leaks where you park. Dark brown drops are usually engine oil, green or pink ones coolant, and clear, slightly oily ones brake fluid. On a car, clear water under the AC in summer is normal; anything else is not.',
        'The service is simply overdue. If more than four months (bikes) or a year (cars) have passed since the last service, or you have ridden past the distance in the manual, the vehicle needs servicing even if you feel nothing wrong.',
      ),
      h2('Signs that are easy to miss'),
      ul(
        'Vibration in the handlebar or steering wheel at certain speeds, usually unbalanced wheels or a bent rim after a pothole.',
        'A burning smell after a drive, from a dragging brake, an oil leak onto a hot exhaust or a slipping clutch.',
        'Headlamps that look dim or yellow, often a sign of a tired battery or charging system.',
        'On electric scooters, a sudden fall in range or a battery that charges much faster or slower than usual.',
        'On CNG cars, a smell of gas or jerking when the car switches between petrol and CNG. Switch off and have the kit checked.',
      ),
      h2('What to do when you notice one'),
      ol(
        'Note what you noticed, when it happens (cold start, braking, high speed) and since when.',
        'If a red warning light is on, smoke is heavy or the brakes feel unsafe, stop driving and call for breakdown assistance instead of riding to a workshop.',
        'Otherwise book a service soon, and describe the symptom in the note at checkout.',
        'Ask for the inspection findings before any extra work is done.',
      ),
      p(
        'With MotoMitra, the mechanic checks the problem you described during the inspection and writes any extra work on the job card with its price. Nothing beyond the service you booked is done until you approve it, and you pay only when the work is finished.',
      ),
    ],
  },
  {
    ...common,
    slug: 'what-happens-if-you-skip-servicing',
    title: 'What happens if I skip servicing?',
    excerpt:
      'Skipping one service rarely causes an instant breakdown, which is exactly why it is tempting. Here is how the damage builds up, and what to do if you are already overdue.',
    image: image('what-happens-if-you-skip-servicing'),
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
      p(
        'A service catches wear while it is small. Skip it, and each small problem starts damaging the parts around it:',
      ),
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
  },
  {
    ...common,
    slug: 'local-vs-authorised-service-centres',
    title: 'Local garage or authorised service centre?',
    excerpt:
      'Warranty, genuine parts, price and convenience: an honest comparison of authorised service centres and local garages, and where a doorstep service like MotoMitra fits.',
    image: image('local-vs-authorised-service-centres'),
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
  },
];
