// The article 'top-10-signs-vehicle-needs-servicing' in English (loads with its page).

import { articleBase, h2, ol, p, ul } from '../../../content-parts.ts';
import type { Article } from '../../../content-types.ts';

export const ARTICLE: Article = {
  ...articleBase('top-10-signs-vehicle-needs-servicing'),
  title: 'Top 10 signs your vehicle needs servicing',
  excerpt:
    'Warning lights, falling mileage, strange noises and smoke: ten signs that your bike or car is asking for attention, and what each one usually means.',
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
};
