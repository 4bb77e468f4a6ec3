// The article 'seasonal-changes-vehicle-care' in English (loads with its page).

import { articleBase, h2, ol, p, ul } from '../../../content-parts.ts';
import type { Article } from '../../../content-types.ts';

export const ARTICLE: Article = {
  ...articleBase('seasonal-changes-vehicle-care'),
  title: 'How seasonal changes affect your vehicle',
  excerpt:
    'From 45°C afternoons in Nagpur to flooded roads in the monsoon and cold winter mornings, every season is hard on bikes and cars in its own way. A season-by-season care guide.',
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
};
