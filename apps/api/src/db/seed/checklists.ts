// The inspection checklists a shop starts with, one per vehicle type, in English, Marathi and Hindi: every shop needs
// them (not only a demo one), so each start inserts whichever is missing and never touches one an admin has saved.
import type { VehicleType } from '@motomitra/domain/constants';
import type { ChecklistItem } from '@motomitra/domain/inspections';
import type { Db, Tx } from '../client.ts';
import { checklists } from '../schema.ts';

const item = (key: string, en: string, mr: string, hi: string): ChecklistItem => ({ key, label: { en, mr, hi } });

const BRAKES = item('brakes', 'Brakes', 'ब्रेक', 'ब्रेक');
const TYRES = item('tyres', 'Tyres', 'टायर', 'टायर');
const BATTERY = item('battery', 'Battery', 'बॅटरी', 'बैटरी');
const LIGHTS = item('lights', 'Lights and indicators', 'दिवे व इंडिकेटर', 'लाइट और इंडिकेटर');
const HORN = item('horn', 'Horn', 'हॉर्न', 'हॉर्न');
const ENGINE_OIL = item('engineOil', 'Engine oil', 'इंजिन ऑइल', 'इंजन ऑयल');
const AIR_FILTER = item('airFilter', 'Air filter', 'एअर फिल्टर', 'एयर फ़िल्टर');
const SUSPENSION = item('suspension', 'Suspension', 'सस्पेन्शन', 'सस्पेंशन');
const BODY = item('body', 'Body and paint', 'बॉडी व रंग', 'बॉडी और पेंट');

export const DEFAULT_CHECKLISTS: Record<VehicleType, ChecklistItem[]> = {
  Bike: [
    BRAKES,
    TYRES,
    item('chainBelt', 'Chain and sprockets / belt', 'चेन व स्प्रॉकेट / बेल्ट', 'चेन और स्प्रोकेट / बेल्ट'),
    BATTERY,
    LIGHTS,
    HORN,
    ENGINE_OIL,
    item('clutch', 'Clutch', 'क्लच', 'क्लच'),
    item('cables', 'Throttle and brake cables', 'ॲक्सिलरेटर व ब्रेक केबल', 'एक्सीलेरेटर और ब्रेक केबल'),
    item('sparkPlug', 'Spark plug', 'स्पार्क प्लग', 'स्पार्क प्लग'),
    AIR_FILTER,
    SUSPENSION,
    item('mirrors', 'Mirrors', 'आरसे', 'शीशे'),
    BODY,
  ],
  Car: [
    BRAKES,
    item('brakeFluid', 'Brake fluid', 'ब्रेक फ्लुइड', 'ब्रेक फ़्लूइड'),
    TYRES,
    BATTERY,
    LIGHTS,
    HORN,
    ENGINE_OIL,
    item('coolant', 'Coolant', 'कूलंट', 'कूलेंट'),
    item('wipers', 'Wipers and washer', 'वायपर व वॉशर', 'वाइपर और वॉशर'),
    item('clutch', 'Clutch and gearbox', 'क्लच व गिअरबॉक्स', 'क्लच और गियरबॉक्स'),
    item('steering', 'Steering', 'स्टिअरिंग', 'स्टीयरिंग'),
    SUSPENSION,
    AIR_FILTER,
    item('acCooling', 'AC cooling', 'एसी कूलिंग', 'एसी कूलिंग'),
    BODY,
  ],
};

/** Inserts the checklists a shop does not have yet; returns how many. An admin's saved checklist is left as it is. */
export async function seedChecklists(db: Db | Tx): Promise<number> {
  const inserted = await db
    .insert(checklists)
    .values(
      Object.entries(DEFAULT_CHECKLISTS).map(([vehicleType, items]) => ({
        vehicleType: vehicleType as VehicleType,
        items,
      })),
    )
    .onConflictDoNothing()
    .returning({ vehicleType: checklists.vehicleType });
  return inserted.length;
}
