// The demo catalogue: six service lines, ten priced services, 596 Indian bikes and cars (235 models in their common
// variants, rows in vehicles.ts), five coupons.
import type {
  BikeBand,
  CarSegment,
  City,
  DiscountType,
  FuelType,
  ProductCategory,
  ServiceLine,
  VehicleType,
} from '@motomitra/domain/constants';
import { BIKES, CARS } from './vehicles.ts';

export type SeedVehicle = {
  vehicle_type: VehicleType;
  make: string;
  model: string;
  variant: string;
  fuel_type: FuelType;
  bike_cc: number | null;
  car_type: CarSegment | null;
  image: string;
};
/** Whole rupees. */
export type SeedCityPrices = { bike?: Record<BikeBand, number>; car?: Partial<Record<CarSegment, number>> };
export type SeedProduct = {
  slug: string;
  product_name: string;
  category: ProductCategory;
  image: string;
  description: { main_point: string; sub_points: string[] }[];
  additional_info: string[];
  prices: Partial<Record<City, SeedCityPrices>>;
  /** Months until the vehicle is due for this service again; absent: not repeated. */
  service_interval_months?: number;
  /** The fuels it is for; absent: every fuel. Migration 0019 gives a shop seeded before the same. */
  fuels?: FuelType[];
};
export type SeedMainProduct = {
  slug: string;
  product_name: string;
  category: ServiceLine;
  image: string;
  description: string[];
};
export type SeedCoupon = {
  code: string;
  discount_type: DiscountType;
  /** Rupees for fixed_card_discount, percent for percentage_discount. */
  amount: number;
  min_cart_rupees: number;
  /** 'YYYY-MM-DD' in IST; null = open-ended. */
  valid_from: string | null;
  valid_to: string | null;
  total_limit: number | null;
  per_customer_limit: number | null;
  /** Only for a customer's first booking. */
  first_booking_only: boolean;
  active: boolean;
  description: string;
  /** The description in Marathi and Hindi. */
  description_mr: string;
  description_hi: string;
};

const CAR_IMAGES: Record<CarSegment, string> = {
  hatchback: '/img/vehicles/hatchback.svg',
  sedan: '/img/vehicles/sedan.svg',
  compact_suv: '/img/vehicles/suv.svg',
  suv_muv: '/img/vehicles/suv.svg',
  luxury: '/img/vehicles/sedan.svg',
};

export const SEED_VEHICLES: readonly SeedVehicle[] = [
  ...BIKES.map(([make, model, variant, cc, fuel, scooter]) => ({
    vehicle_type: 'Bike' as const,
    make,
    model,
    variant,
    fuel_type: fuel,
    bike_cc: cc,
    car_type: null,
    image: scooter ? '/img/vehicles/scooter.svg' : '/img/vehicles/motorcycle.svg',
  })),
  ...CARS.map(([make, model, variant, fuel, segment]) => ({
    vehicle_type: 'Car' as const,
    make,
    model,
    variant,
    fuel_type: fuel,
    bike_cc: null,
    car_type: segment,
    image: CAR_IMAGES[segment],
  })),
];

const bike = (b1: number, b2: number, b3: number) => ({ bike: { band1: b1, band2: b2, band3: b3 } });
const car = (h: number, s: number, c: number, suv: number, lux: number) => ({
  car: { hatchback: h, sedan: s, compact_suv: c, suv_muv: suv, luxury: lux },
});
const BIKE_CC_NOTE =
  'CC note: upto 125 cc commuters and electric scooters are priced in the first band (below 150 cc).';
const BIKE_CC_NOTE_2 = 'CC note: upto 200 cc (150–200 cc) is the second band; above 200 cc is the third.';
const CAR_NOTE =
  'Car segments: hatchback (Swift, i20), sedan (Dzire, City), compact SUV under 4 m (Nexon, Brezza), SUV/MUV (Creta, XUV700, Innova), luxury (Mercedes, BMW, Audi, Volvo).';
/** What an oil or engine service is for: a vehicle with an engine, never an electric one. */
const ENGINE_FUELS: FuelType[] = ['Petrol', 'Diesel', 'CNG'];
const PARTS_NOTE =
  'Parts and extra work found during inspection are added to the job card only after you approve them.';

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    slug: 'bike-general-service',
    fuels: ENGINE_FUELS,
    service_interval_months: 3,
    product_name: 'Bike General Service',
    category: 'Bike',
    image: '/img/services/bike-general-service.svg',
    description: [
      {
        main_point: 'Engine oil replacement',
        sub_points: ['Up to 1 litre of 10W-30 oil', 'Oil filter cleaned or replaced'],
      },
      {
        main_point: 'Brake check and adjustment',
        sub_points: ['Front and rear brake play', 'Brake shoe or pad wear report'],
      },
      { main_point: 'Chain cleaning and lubrication', sub_points: ['Chain slack adjusted'] },
      { main_point: 'Air filter and spark plug cleaning', sub_points: [] },
      { main_point: 'Water wash and polish', sub_points: [] },
    ],
    additional_info: [BIKE_CC_NOTE, BIKE_CC_NOTE_2, PARTS_NOTE],
    prices: { nagpur: bike(599, 799, 1199), pune: bike(649, 849, 1299) },
  },
  {
    slug: 'bike-premium-service',
    fuels: ENGINE_FUELS,
    service_interval_months: 3,
    product_name: 'Bike Premium Service',
    category: 'Bike',
    image: '/img/services/bike-premium-service.svg',
    description: [
      { main_point: 'Everything in the general service', sub_points: [] },
      { main_point: 'Carburettor or throttle body cleaning', sub_points: ['Idle speed set', 'Fuel line check'] },
      { main_point: 'Electricals check', sub_points: ['Battery health test', 'Lights, horn and indicators'] },
      { main_point: 'Brake fluid top-up and clutch adjustment', sub_points: [] },
      { main_point: '20-point inspection report', sub_points: ['Tyre tread and pressure', 'Suspension leaks'] },
    ],
    additional_info: [BIKE_CC_NOTE, BIKE_CC_NOTE_2, PARTS_NOTE],
    prices: { nagpur: bike(999, 1299, 1899), pune: bike(1049, 1399, 1999) },
  },
  {
    slug: 'bike-engine-oil-change',
    fuels: ENGINE_FUELS,
    service_interval_months: 3,
    product_name: 'Bike Engine Oil Change',
    category: 'Bike',
    image: '/img/services/bike-engine-oil-change.svg',
    description: [
      { main_point: 'Engine oil drained and replaced', sub_points: ['Branded oil of the grade your manual asks for'] },
      { main_point: 'Oil level and leak check', sub_points: [] },
      { main_point: 'Free tyre pressure check', sub_points: [] },
    ],
    additional_info: [BIKE_CC_NOTE, BIKE_CC_NOTE_2],
    prices: { nagpur: bike(449, 599, 899), pune: bike(479, 649, 949) },
  },
  {
    slug: 'bike-yearly-care-plan',
    fuels: ENGINE_FUELS,
    product_name: 'Bike Yearly Care Plan',
    category: 'Bike Yearly',
    image: '/img/services/bike-yearly-care-plan.svg',
    description: [
      { main_point: 'Three general services in 12 months', sub_points: ['Book each one when it suits you'] },
      { main_point: 'Two extra water washes', sub_points: [] },
      { main_point: 'Priority pickup slots', sub_points: [] },
      { main_point: '10% off parts fitted during the plan', sub_points: [] },
    ],
    additional_info: [BIKE_CC_NOTE, BIKE_CC_NOTE_2, 'The plan starts on the date of the first service.'],
    prices: { nagpur: bike(1999, 2599, 3699), pune: bike(2149, 2799, 3899) },
  },
  {
    slug: 'car-basic-service',
    fuels: ENGINE_FUELS,
    service_interval_months: 6,
    product_name: 'Car Basic Service',
    category: 'Car',
    image: '/img/services/car-basic-service.svg',
    description: [
      { main_point: 'Engine oil and oil filter replacement', sub_points: ['Semi-synthetic oil as per manual'] },
      { main_point: 'Air filter cleaning', sub_points: [] },
      { main_point: 'Coolant, brake fluid and washer fluid top-up', sub_points: [] },
      {
        main_point: '25-point inspection',
        sub_points: ['Brakes, tyres, lights, battery', 'Written report with photos'],
      },
      { main_point: 'Exterior wash', sub_points: [] },
    ],
    additional_info: [CAR_NOTE, PARTS_NOTE],
    prices: { nagpur: car(2499, 2999, 3299, 3799, 6999), pune: car(2699, 3199, 3499, 3999, 7499) },
  },
  {
    slug: 'car-comprehensive-service',
    fuels: ENGINE_FUELS,
    service_interval_months: 6,
    product_name: 'Car Comprehensive Service',
    category: 'Car',
    image: '/img/services/car-comprehensive-service.svg',
    description: [
      { main_point: 'Everything in the basic service', sub_points: [] },
      { main_point: 'Air, cabin and fuel filter replacement', sub_points: [] },
      { main_point: 'Spark plugs (petrol) or injector check (diesel)', sub_points: [] },
      { main_point: 'Brake cleaning and adjustment', sub_points: ['Front pads and rear shoes'] },
      { main_point: 'Wheel alignment and balancing', sub_points: [] },
      { main_point: 'Interior vacuum and foam wash', sub_points: [] },
    ],
    additional_info: [CAR_NOTE, PARTS_NOTE],
    prices: { nagpur: car(4499, 5299, 5799, 6499, 11999), pune: car(4799, 5599, 6099, 6899, 12999) },
  },
  {
    slug: 'car-ac-service',
    service_interval_months: 12,
    product_name: 'Car AC Service',
    category: 'Car',
    image: '/img/services/car-ac-service.svg',
    description: [
      { main_point: 'AC gas top-up (up to 400 g)', sub_points: ['Leak test with dye'] },
      { main_point: 'Condenser and cooling coil cleaning', sub_points: [] },
      { main_point: 'Cabin filter replacement', sub_points: [] },
      { main_point: 'Vent temperature check', sub_points: [] },
    ],
    additional_info: [CAR_NOTE, 'Available in Nagpur for now; Pune from next season.'],
    prices: { nagpur: car(1999, 2299, 2499, 2799, 4999) },
  },
  {
    slug: 'car-wash-interior-detailing',
    product_name: 'Car Wash & Interior Detailing',
    category: 'Car',
    image: '/img/services/car-wash-interior-detailing.svg',
    description: [
      { main_point: 'Foam wash and hand dry', sub_points: [] },
      { main_point: 'Interior vacuum, dashboard and upholstery cleaning', sub_points: [] },
      { main_point: 'Tyre dressing and glass polish', sub_points: [] },
    ],
    additional_info: [CAR_NOTE, 'Done at your doorstep; we bring water and power if none is available.'],
    prices: { nagpur: car(799, 899, 999, 1199, 1799), pune: car(849, 949, 1049, 1299, 1899) },
  },
  {
    slug: 'breakdown-assistance',
    product_name: 'Breakdown Assistance – Bike & Car',
    category: 'Breakdown',
    image: '/img/services/breakdown-assistance.svg',
    description: [
      { main_point: 'Mechanic at your location within the city', sub_points: ['Typically within 60 minutes'] },
      { main_point: 'On-the-spot repair of minor faults', sub_points: ['Fuse, cable, plug, chain'] },
      { main_point: 'Towing to the nearest partner garage if needed', sub_points: ['Up to 10 km included'] },
    ],
    additional_info: [BIKE_CC_NOTE, BIKE_CC_NOTE_2, CAR_NOTE, 'Parts used on the spot are charged at printed price.'],
    prices: {
      nagpur: { ...bike(399, 499, 699), ...car(999, 1199, 1299, 1499, 2499) },
      pune: { ...bike(429, 549, 749), ...car(1099, 1299, 1399, 1599, 2699) },
    },
  },
  {
    slug: 'flat-tyre-battery-jump-start',
    product_name: 'Flat Tyre & Battery Jump-start',
    category: 'Breakdown',
    image: '/img/services/flat-tyre-battery-jump-start.svg',
    description: [
      { main_point: 'Puncture repair or spare wheel fitted', sub_points: ['Tubeless puncture kit'] },
      { main_point: 'Battery jump-start', sub_points: ['Battery health check after start'] },
      { main_point: 'Tyre pressure set on all wheels', sub_points: ['Spare wheel pressure checked (cars)'] },
    ],
    additional_info: [BIKE_CC_NOTE, BIKE_CC_NOTE_2, CAR_NOTE],
    prices: {
      nagpur: { ...bike(249, 299, 399), ...car(599, 699, 749, 849, 1299) },
      pune: { ...bike(269, 329, 429), ...car(649, 749, 799, 899, 1399) },
    },
  },
];

export const SEED_MAIN_PRODUCTS: readonly SeedMainProduct[] = [
  {
    slug: 'two-wheeler-servicing',
    product_name: 'Two-wheeler servicing',
    category: 'Bike',
    image: '/img/lines/two-wheeler-servicing.svg',
    description: [
      'Motorcycles and scooters of every make',
      'Doorstep pickup and drop',
      'Price by engine cc, fixed before you book',
    ],
  },
  {
    slug: 'four-wheeler-servicing',
    product_name: 'Four-wheeler servicing',
    category: 'Car',
    image: '/img/lines/four-wheeler-servicing.svg',
    description: [
      'Hatchbacks to luxury cars',
      'Basic, comprehensive, AC and detailing',
      'Written inspection report with photos',
    ],
  },
  {
    slug: 'breakdown-assistance',
    product_name: 'Breakdown assistance',
    category: 'Breakdown',
    image: '/img/lines/breakdown-assistance.svg',
    description: [
      'Mechanic at your location',
      'Flat tyres, dead batteries, minor faults',
      'Towing to a partner garage',
    ],
  },
  {
    slug: 'yearly-bike-plan',
    product_name: 'Yearly bike plan',
    category: 'Bike Yearly',
    image: '/img/lines/yearly-bike-plan.svg',
    description: ['Three services and two washes a year', 'Priority pickup slots', 'Savings on parts'],
  },
  {
    slug: 'insurance-renewal',
    product_name: 'Insurance renewal',
    category: 'Insurance',
    image: '/img/lines/insurance-renewal.svg',
    description: ['Quotes from leading insurers', 'Help with no-claim bonus transfer', 'Request a call back to start'],
  },
  {
    slug: 'rto-assistance',
    product_name: 'RTO assistance',
    category: 'RTO',
    image: '/img/lines/rto-assistance.svg',
    description: ['Ownership transfer and address change', 'Duplicate RC and NOC', 'Request a call back to start'],
  },
];

export const SEED_COUPONS: readonly SeedCoupon[] = [
  {
    code: 'WELCOME100',
    discount_type: 'fixed_card_discount',
    amount: 100,
    min_cart_rupees: 499,
    valid_from: null,
    valid_to: null,
    total_limit: null,
    per_customer_limit: 1,
    first_booking_only: true,
    active: true,
    description: '₹100 off your first booking of ₹499 or more.',
    description_mr: '₹499 किंवा त्याहून अधिक रकमेच्या तुमच्या पहिल्या बुकिंगवर ₹100 सूट.',
    description_hi: '₹499 या उससे ज़्यादा की आपकी पहली बुकिंग पर ₹100 की छूट।',
  },
  {
    code: 'SERVICE10',
    discount_type: 'percentage_discount',
    amount: 10,
    min_cart_rupees: 999,
    valid_from: null,
    valid_to: null,
    total_limit: null,
    per_customer_limit: 1,
    first_booking_only: false,
    active: true,
    description: '10% off services of ₹999 or more.',
    description_mr: '₹999 किंवा त्याहून अधिक रकमेच्या सर्व्हिसवर 10% सूट.',
    description_hi: '₹999 या उससे ज़्यादा की सर्विस पर 10% छूट।',
  },
  {
    code: 'MONSOON15',
    discount_type: 'percentage_discount',
    amount: 15,
    min_cart_rupees: 1999,
    valid_from: '2026-06-01',
    valid_to: '2026-09-30',
    total_limit: null,
    per_customer_limit: 1,
    first_booking_only: false,
    active: true,
    description: 'Monsoon check-up: 15% off services of ₹1,999 or more.',
    description_mr: 'पावसाळी तपासणी: ₹1,999 किंवा त्याहून अधिक रकमेच्या सर्व्हिसवर 15% सूट.',
    description_hi: 'मानसून जाँच: ₹1,999 या उससे ज़्यादा की सर्विस पर 15% छूट।',
  },
  {
    code: 'FLAT500',
    discount_type: 'fixed_card_discount',
    amount: 500,
    min_cart_rupees: 2999,
    valid_from: null,
    valid_to: null,
    total_limit: 100,
    per_customer_limit: null,
    first_booking_only: false,
    active: true,
    description: '₹500 off bookings of ₹2,999 or more, for the first 100 orders.',
    description_mr: '₹2,999 किंवा त्याहून अधिक रकमेच्या बुकिंगवर ₹500 सूट, पहिल्या 100 ऑर्डरसाठी.',
    description_hi: '₹2,999 या उससे ज़्यादा की बुकिंग पर ₹500 की छूट, पहले 100 ऑर्डर के लिए।',
  },
  {
    code: 'CAR20',
    discount_type: 'percentage_discount',
    amount: 20,
    min_cart_rupees: 4999,
    valid_from: null,
    valid_to: '2027-03-31',
    total_limit: null,
    per_customer_limit: 2,
    first_booking_only: false,
    active: true,
    description: '20% off orders of ₹4,999 or more, ideal for a comprehensive car service.',
    description_mr: '₹4,999 किंवा त्याहून अधिक रकमेच्या ऑर्डरवर 20% सूट, कारच्या संपूर्ण सर्व्हिससाठी उत्तम.',
    description_hi: '₹4,999 या उससे ज़्यादा के ऑर्डर पर 20% छूट, कार की कम्प्रिहेंसिव सर्विस के लिए बढ़िया।',
  },
];
