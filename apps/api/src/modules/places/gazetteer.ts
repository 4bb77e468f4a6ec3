// The bundled gazetteer: real Nagpur and Pune localities and landmarks with coordinates, so place search works offline.
import type { City } from '@motomitra/domain/constants';
import { normalizePlaceText, type Place } from '@motomitra/domain/places';

export type PlaceKind = 'locality' | 'landmark';

export type GazetteerEntry = {
  id: string;
  name: string;
  kind: PlaceKind;
  city: City;
  pincode: string | null;
  lat: number;
  lng: number;
  /** Other names people type: 'Nagpur Airport', 'Pune Station', 'Wanwadi'. */
  aliases: readonly string[];
};

/** [name, kind, pincode or null, lat, lng, aliases?] — coordinates to about 0.005° (half a kilometre). */
type Row = readonly [string, PlaceKind, string | null, number, number, (readonly string[])?];

const L = 'locality' as const;
const M = 'landmark' as const;

const NAGPUR: readonly Row[] = [
  // Central and west
  ['Sitabuldi', L, '440012', 21.1431, 79.0826, ['Sitabardi', 'Buldi']],
  ['Dharampeth', L, '440010', 21.1397, 79.0636],
  ['Ramdaspeth', L, '440010', 21.136, 79.075],
  ['Dhantoli', L, '440012', 21.135, 79.084],
  ['Congress Nagar', L, '440012', 21.1318, 79.0805],
  ['Shankar Nagar', L, '440010', 21.141, 79.068],
  ['Gokulpeth', L, '440010', 21.1445, 79.0665],
  ['Shivaji Nagar', L, '440010', 21.1345, 79.069],
  ['Bajaj Nagar', L, '440010', 21.124, 79.065],
  ['Abhyankar Nagar', L, '440010', 21.131, 79.063],
  ['Tilak Nagar', L, '440010', 21.1395, 79.059],
  ['Laxmi Nagar', L, '440022', 21.123, 79.0595],
  ['Ravi Nagar', L, '440033', 21.148, 79.06],
  ['Ram Nagar', L, '440033', 21.1445, 79.0555],
  ['Ambazari', L, '440033', 21.134, 79.043],
  ['Gopal Nagar', L, '440022', 21.119, 79.04],
  ['Pratap Nagar', L, '440022', 21.1188, 79.0548],
  ['Trimurti Nagar', L, '440022', 21.113, 79.047],
  ['Rahate Colony', L, '440022', 21.129, 79.076],
  ['Khamla', L, '440025', 21.112, 79.062],
  ['Pande Layout', L, '440025', 21.111, 79.058],
  ['Parsodi', L, '440022', 21.108, 79.056],
  ['Jaitala', L, '440036', 21.103, 79.028],
  ['Hingna MIDC', L, '440016', 21.1, 78.985, ['Hingna']],
  ['Wadi', L, '440023', 21.154, 79.002],
  // North
  ['Civil Lines', L, '440001', 21.156, 79.0715],
  ['Sadar', L, '440001', 21.162, 79.0815, ['Sadar Bazaar']],
  ['Gaddigodam', L, '440001', 21.16, 79.089],
  ['Byramji Town', L, '440013', 21.167, 79.079],
  ['Seminary Hills', L, '440006', 21.1685, 79.058],
  ['Jafar Nagar', L, '440013', 21.1705, 79.063],
  ['Gittikhadan', L, '440013', 21.1765, 79.058],
  ['Vayusena Nagar', L, '440007', 21.179, 79.066],
  ['Mankapur', L, '440030', 21.18, 79.079],
  ['Zingabai Takli', L, '440030', 21.192, 79.076],
  ['Jaripatka', L, '440014', 21.179, 79.095],
  ['Indora', L, '440017', 21.174, 79.102],
  ['Pachpaoli', L, '440017', 21.163, 79.108],
  ['Koradi', L, '441111', 21.25, 79.101],
  ['Kamptee', L, '441001', 21.219, 79.199],
  // East and old city
  ['Mominpura', L, '440018', 21.154, 79.1],
  ['Ganeshpeth', L, '440018', 21.14, 79.094],
  ['Mahal', L, '440032', 21.146, 79.106],
  ['Gandhibagh', L, '440002', 21.15, 79.1045],
  ['Itwari', L, '440002', 21.154, 79.113],
  ['Shanti Nagar', L, '440002', 21.162, 79.116],
  ['Lakadganj', L, '440008', 21.156, 79.122],
  ['Bagadganj', L, '440008', 21.147, 79.123],
  ['Wardhaman Nagar', L, '440008', 21.1502, 79.1287],
  ['Kalamna', L, '440035', 21.17, 79.135],
  ['Pardi', L, '440035', 21.161, 79.149],
  ['Bhandewadi', L, '440035', 21.144, 79.145],
  ['Wathoda', L, '440035', 21.125, 79.143],
  ['Nandanvan', L, '440009', 21.131, 79.125],
  ['Reshimbagh', L, '440009', 21.129, 79.108],
  ['Untkhana', L, '440009', 21.128, 79.099],
  // South
  ['Ajni', L, '440003', 21.122, 79.084],
  ['Hanuman Nagar', L, '440024', 21.122, 79.101],
  ['Sakkardara', L, '440024', 21.12, 79.112],
  ['Ayodhya Nagar', L, '440024', 21.111, 79.105],
  ['Mhalgi Nagar', L, '440034', 21.11, 79.12],
  ['Dighori', L, '440034', 21.105, 79.133],
  ['Manewada', L, '440027', 21.104, 79.111],
  ['Rameshwari', L, '440027', 21.114, 79.088],
  ['Omkar Nagar', L, '440027', 21.103, 79.093],
  ['Hudkeshwar', L, '440034', 21.095, 79.116],
  ['Besa', L, '440037', 21.077, 79.095],
  ['Beltarodi', L, null, 21.0765, 79.079],
  ['Manish Nagar', L, '440015', 21.0887, 79.08],
  ['Narendra Nagar', L, '440015', 21.1045, 79.081],
  ['Chhatrapati Nagar', L, '440015', 21.1125, 79.075],
  ['Somalwada', L, '440025', 21.102, 79.072],
  ['Jaiprakash Nagar', L, '440025', 21.1055, 79.068],
  ['Ujwal Nagar', L, '440025', 21.099, 79.062],
  ['Sonegaon', L, '440025', 21.099, 79.056],
  ['Chinchbhavan', L, null, 21.086, 79.065],
  ['Khapri', L, null, 21.056, 79.061],
  ['MIHAN', L, null, 21.056, 79.039, ['Multi-modal International Hub Airport at Nagpur']],
  // Landmarks
  ['Nagpur Railway Station', M, '440001', 21.1522, 79.088, ['Nagpur Junction', 'NGP']],
  [
    'Dr. Babasaheb Ambedkar International Airport',
    M,
    '440005',
    21.0922,
    79.0472,
    ['Nagpur Airport', 'Sonegaon Airport', 'NAG'],
  ],
  ['Ajni Railway Station', M, '440003', 21.1245, 79.0855],
  ['Itwari Railway Station', M, '440008', 21.1587, 79.1183, ['Nagpur Itwari Junction']],
  ['Ganeshpeth Bus Stand', M, '440018', 21.1392, 79.0925, ['Nagpur Central Bus Stand', 'MSRTC Bus Stand']],
  ['Zero Mile', M, '440001', 21.1496, 79.0806, ['Zero Mile Stone']],
  ['Sitabuldi Fort', M, '440012', 21.1488, 79.0845],
  ['Variety Square', M, '440012', 21.143, 79.081],
  ['Lokmat Square', M, '440010', 21.1378, 79.0775],
  ['Vidhan Bhavan', M, '440001', 21.1528, 79.0794, ['Maharashtra Vidhan Bhavan Nagpur']],
  ['Kasturchand Park', M, '440001', 21.1595, 79.0848],
  ['Empress Mall', M, '440001', 21.157, 79.088, ['Empress City']],
  ['Tekdi Ganesh Temple', M, '440012', 21.1475, 79.087, ['Ganesh Tekdi Mandir']],
  ['Poddareshwar Ram Mandir', M, '440018', 21.1495, 79.0935],
  ['Cotton Market', M, '440018', 21.1425, 79.089, ['Mahatma Phule Market']],
  ['Futala Lake', M, '440001', 21.1515, 79.045, ['Telangkhedi Lake']],
  ['Ambazari Lake', M, '440033', 21.1313, 79.04],
  ['Ambazari Garden', M, '440033', 21.1295, 79.044],
  ['Maharajbagh Zoo', M, '440001', 21.1448, 79.0745, ['Maharaj Bagh']],
  ['Deekshabhoomi', M, '440010', 21.1283, 79.0666, ['Diksha Bhoomi']],
  ['VNIT', M, '440010', 21.125, 79.051, ['Visvesvaraya National Institute of Technology']],
  ['Gandhi Sagar Lake', M, '440018', 21.141, 79.0965, ['Shukrawari Talao']],
  ['Raman Science Centre', M, '440018', 21.1425, 79.0995],
  [
    'Government Medical College and Hospital',
    M,
    '440003',
    21.1325,
    79.0958,
    ['GMC Nagpur', 'Medical Square', 'Medical College'],
  ],
  ['Tajbagh', M, '440024', 21.122, 79.118, ['Tajuddin Baba Dargah']],
  ['Tukdoji Putla Square', M, '440024', 21.116, 79.105],
  ['Chhatrapati Square', M, '440015', 21.1105, 79.0715],
  ['Shatabdi Square', M, '440027', 21.108, 79.086],
  ['Automotive Square', M, '440026', 21.185, 79.109],
  ['Dragon Palace Temple', M, '441001', 21.2224, 79.1883],
];

const PUNE: readonly Row[] = [
  // Old city and centre
  ['Shivajinagar', L, '411005', 18.5308, 73.8475, ['Shivaji Nagar']],
  ['Deccan Gymkhana', L, '411004', 18.5167, 73.8414, ['Deccan']],
  ['Sadashiv Peth', L, '411030', 18.512, 73.848],
  ['Narayan Peth', L, '411030', 18.516, 73.851],
  ['Kasba Peth', L, '411011', 18.5215, 73.859],
  ['Budhwar Peth', L, '411002', 18.516, 73.857],
  ['Shukrawar Peth', L, '411002', 18.509, 73.856],
  ['Swargate', L, '411042', 18.5018, 73.8636],
  ['Camp', L, '411001', 18.5158, 73.8786, ['Pune Cantonment', 'MG Road']],
  ['Koregaon Park', L, '411001', 18.5362, 73.894],
  ['Ghorpadi', L, '411001', 18.525, 73.901],
  ['Model Colony', L, '411016', 18.5302, 73.837],
  ['Gokhale Nagar', L, '411016', 18.532, 73.83],
  ['Prabhat Road', L, '411004', 18.515, 73.833],
  ['Erandwane', L, '411004', 18.509, 73.831],
  ['Market Yard', L, '411037', 18.487, 73.867],
  ['Salisbury Park', L, '411037', 18.495, 73.872],
  ['Mukund Nagar', L, '411037', 18.495, 73.859],
  ['Sahakar Nagar', L, '411009', 18.483, 73.85],
  // West
  ['Kothrud', L, '411038', 18.5074, 73.8077],
  ['Karve Nagar', L, '411052', 18.4891, 73.821],
  ['Warje', L, '411058', 18.4847, 73.8024],
  ['Bavdhan', L, '411021', 18.517, 73.78],
  ['Pashan', L, '411021', 18.5396, 73.7942],
  ['Sus', L, '411021', 18.548, 73.751],
  ['Baner', L, '411045', 18.559, 73.7868],
  ['Balewadi', L, '411045', 18.5754, 73.7788],
  ['Mahalunge', L, '411045', 18.57, 73.755],
  ['Aundh', L, '411007', 18.558, 73.8075],
  ['Hinjewadi Phase 1', L, '411057', 18.5913, 73.7389, ['Rajiv Gandhi Infotech Park Phase 1']],
  ['Hinjewadi Phase 2', L, '411057', 18.583, 73.702, ['Rajiv Gandhi Infotech Park Phase 2']],
  ['Hinjewadi Phase 3', L, '411057', 18.59, 73.688, ['Rajiv Gandhi Infotech Park Phase 3', 'Maan']],
  ['Wakad', L, '411057', 18.5987, 73.7688],
  // Pimpri-Chinchwad
  ['Pimple Saudagar', L, '411027', 18.5989, 73.8002],
  ['Pimple Nilakh', L, '411027', 18.578, 73.791],
  ['Pimple Gurav', L, '411061', 18.587, 73.814],
  ['Sangvi', L, '411027', 18.577, 73.816, ['New Sangvi']],
  ['Rahatani', L, '411017', 18.605, 73.787],
  ['Kalewadi', L, '411017', 18.614, 73.788],
  ['Thergaon', L, '411033', 18.609, 73.771],
  ['Tathawade', L, '411033', 18.62, 73.751],
  ['Punawale', L, '411033', 18.631, 73.737],
  ['Ravet', L, '412101', 18.644, 73.748],
  ['Pimpri', L, '411018', 18.6298, 73.7997],
  ['Chinchwad', L, '411033', 18.644, 73.792],
  ['Akurdi', L, '411035', 18.647, 73.767],
  ['Nigdi', L, '411044', 18.659, 73.771],
  ['Kasarwadi', L, '411034', 18.604, 73.819],
  ['Bhosari', L, '411026', 18.623, 73.849],
  ['Moshi', L, '412105', 18.672, 73.847],
  ['Chakan', L, '410501', 18.7606, 73.8636],
  ['Alandi', L, '412105', 18.677, 73.897],
  ['Dehu Road', L, '412101', 18.68, 73.73],
  ['Dapodi', L, '411012', 18.58, 73.833],
  ['Bopodi', L, '411020', 18.572, 73.838],
  ['Khadki', L, '411003', 18.564, 73.849, ['Kirkee']],
  // North and east
  ['Yerawada', L, '411006', 18.5529, 73.8797, ['Yerwada']],
  ['Vishrantwadi', L, '411015', 18.5733, 73.8773],
  ['Tingre Nagar', L, '411015', 18.576, 73.89],
  ['Dhanori', L, '411015', 18.592, 73.898],
  ['Lohegaon', L, '411047', 18.599, 73.929],
  ['Viman Nagar', L, '411014', 18.5679, 73.9143],
  ['Kalyani Nagar', L, '411006', 18.5463, 73.9033],
  ['Wadgaon Sheri', L, '411014', 18.5545, 73.924, ['Vadgaon Sheri']],
  ['Chandan Nagar', L, '411014', 18.562, 73.934],
  ['Kharadi', L, '411014', 18.551, 73.94],
  ['Wagholi', L, '412207', 18.58, 73.986],
  ['Mundhwa', L, '411036', 18.5326, 73.9298],
  ['Keshav Nagar', L, '411036', 18.539, 73.95],
  ['Magarpatta', L, '411013', 18.5158, 73.9272, ['Magarpatta City']],
  ['Hadapsar', L, '411028', 18.5089, 73.926],
  ['Manjri', L, '412307', 18.499, 73.975],
  ['Fursungi', L, '412308', 18.474, 73.96],
  // South
  ['Fatima Nagar', L, '411013', 18.503, 73.901],
  ['Wanowrie', L, '411040', 18.4872, 73.8976, ['Wanwadi']],
  ['Lullanagar', L, '411040', 18.487, 73.887],
  ['Kondhwa', L, '411048', 18.4775, 73.8907],
  ['NIBM Road', L, '411048', 18.473, 73.902, ['NIBM']],
  ['Undri', L, '411060', 18.458, 73.915],
  ['Bibwewadi', L, '411037', 18.4772, 73.8647],
  ['Katraj', L, '411046', 18.45, 73.861],
  ['Dhankawadi', L, '411043', 18.461, 73.854],
  ['Ambegaon Budruk', L, '411046', 18.451, 73.844, ['Ambegaon']],
  ['Vadgaon Budruk', L, '411041', 18.464, 73.82, ['Sinhagad Road']],
  ['Narhe', L, '411041', 18.452, 73.825],
  ['Dhayari', L, '411041', 18.446, 73.812],
  ['Nanded City', L, '411041', 18.46, 73.796],
  // Landmarks
  ['Pune Railway Station', M, '411001', 18.5289, 73.8743, ['Pune Junction', 'Pune Station', 'PUNE']],
  ['Pune Airport', M, '411032', 18.5821, 73.9197, ['Lohegaon Airport', 'Pune International Airport', 'PNQ']],
  ['Shivajinagar Railway Station', M, '411005', 18.5315, 73.8475],
  ['Pimpri Railway Station', M, '411018', 18.6237, 73.8027],
  ['Chinchwad Railway Station', M, '411033', 18.639, 73.789],
  ['Swargate Bus Stand', M, '411042', 18.5008, 73.8625, ['Swargate ST Stand']],
  ['Shaniwar Wada', M, '411030', 18.5195, 73.8553, ['Shaniwarwada']],
  ['Lal Mahal', M, '411011', 18.5186, 73.8567],
  ['Dagdusheth Halwai Ganpati Temple', M, '411002', 18.5164, 73.8561, ['Dagdusheth Ganpati']],
  ['Vishrambaug Wada', M, '411030', 18.5135, 73.8535],
  ['Raja Dinkar Kelkar Museum', M, '411002', 18.5105, 73.8565],
  ['Saras Baug', M, '411030', 18.5005, 73.8533, ['Sarasbaug']],
  ['Parvati Hill', M, '411009', 18.4972, 73.8464, ['Parvati Temple']],
  ['Pataleshwar Cave Temple', M, '411005', 18.5268, 73.8495, ['Pataleshwar Caves']],
  ['Pune Municipal Corporation', M, '411005', 18.5246, 73.8535, ['PMC Building']],
  ['College of Engineering Pune', M, '411005', 18.5293, 73.8565, ['COEP']],
  ['Fergusson College', M, '411004', 18.5236, 73.8394, ['FC Road', 'Fergusson College Road']],
  ['Savitribai Phule Pune University', M, '411007', 18.5528, 73.8246, ['Pune University', 'SPPU']],
  ['Chaturshringi Temple', M, '411016', 18.538, 73.829],
  ['Aga Khan Palace', M, '411006', 18.5523, 73.9015],
  ['Bund Garden', M, '411001', 18.5388, 73.881],
  ['Osho International Meditation Resort', M, '411001', 18.5375, 73.888, ['Osho Ashram']],
  ['Sassoon General Hospital', M, '411001', 18.527, 73.871, ['Sassoon Hospital']],
  ['Ruby Hall Clinic', M, '411001', 18.533, 73.877],
  ['Deenanath Mangeshkar Hospital', M, '411004', 18.508, 73.832],
  ['Pune Race Course', M, '411001', 18.517, 73.889],
  ['Empress Garden', M, '411001', 18.5115, 73.894],
  ['Shinde Chhatri', M, '411040', 18.498, 73.897],
  ['Phoenix Marketcity', M, '411014', 18.5623, 73.9167, ['Phoenix Mall Viman Nagar']],
  ['Amanora Mall', M, '411028', 18.518, 73.935],
  ['EON IT Park', M, '411014', 18.5525, 73.9485, ['EON Free Zone']],
  ['Shree Shiv Chhatrapati Sports Complex', M, '411045', 18.5785, 73.762, ['Balewadi Stadium']],
  ['Maharashtra Cricket Association Stadium', M, '412101', 18.6745, 73.706, ['MCA Stadium Gahunje']],
  ['Rajiv Gandhi Zoological Park', M, '411046', 18.4512, 73.8652, ['Katraj Zoo', 'Katraj Snake Park']],
  ['Khadakwasla Dam', M, '411024', 18.441, 73.77],
  ['Sinhagad Fort', M, '411025', 18.3663, 73.7558, ['Sinhagad', 'Kondhana']],
];

const STATE = 'Maharashtra';
const CITY_NAMES: Record<City, string> = { nagpur: 'Nagpur', pune: 'Pune' };

const slug = (s: string) => normalizePlaceText(s).replaceAll(' ', '-');

function entries(city: City, rows: readonly Row[]): GazetteerEntry[] {
  return rows.map(([name, kind, pincode, lat, lng, aliases = []]) => ({
    id: `${city}-${slug(name)}`,
    name,
    kind,
    city,
    pincode,
    lat,
    lng,
    aliases,
  }));
}

export const GAZETTEER: readonly GazetteerEntry[] = [...entries('nagpur', NAGPUR), ...entries('pune', PUNE)];

/** 'Dharampeth, Nagpur, Maharashtra 440010'. */
export function addressOf(e: Pick<GazetteerEntry, 'name' | 'city' | 'pincode'>): string {
  return `${e.name}, ${CITY_NAMES[e.city]}, ${STATE}${e.pincode ? ` ${e.pincode}` : ''}`;
}

export function toPlace(e: GazetteerEntry): Place {
  return { id: e.id, name: e.name, address: addressOf(e), city: e.city, coordinates: { lat: e.lat, lng: e.lng } };
}
