// The sound key of place names: the spellings people really type for one place give one key, in
// Devanagari and in Latin letters, and different places keep different keys.
import { describe, expect, it } from 'vitest';
import { placeKey } from './place-key.ts';

/** Every spelling in `group` has the key of the first. */
function sameKey(group: readonly string[]) {
  const [first, ...rest] = group as [string, ...string[]];
  for (const other of rest) expect(placeKey(other), `${other} / ${first}`).toBe(placeKey(first));
}

describe('placeKey', () => {
  it('gives one key to the Latin spellings of a name, however the vowels are written', () => {
    sameKey(['Dharampeth', 'dharmpeth', 'DHARAMPETH', 'dharampet']);
    sameKey(['Kothrud', 'kothrood', 'kotrud']);
    sameKey(['Sitabardi', 'seetabardi', 'sitaabardi']);
    sameKey(['Yerawada', 'yerwada', 'Yervada']);
    sameKey(['Laxmi Nagar', 'lakshmi nagar', 'laxmi nagar']);
    sameKey(['Wakad', 'vakad']);
    sameKey(['Zingabai Takli', 'jingabai takli']);
    sameKey(['Futala', 'phutala']);
    sameKey(['Chhindwara', 'chindwara']);
    sameKey(['Jaiprakash Nagar', 'jayprakash nagar']);
    sameKey(['Sakkardara', 'sakardara']);
    sameKey(['Sītābuldī', 'sitabuldi']);
  });

  it('gives one key to a name written with either vowel length, with or without nukta or chandrabindu', () => {
    sameKey(['सीताबर्डी', 'सिताबर्डी', 'सीताबर्डि', 'सिताबरडी']);
    sameKey(['नागपूर', 'नागपुर']);
    sameKey(['कोथरूड', 'कोथरुड']);
    sameKey(['दीक्षाभूमी', 'दीक्षाभूमि', 'दिक्षाभुमी']);
    sameKey(['लकडगंज', 'लकड़गंज']);
    sameKey(['खडकी', 'खड़की']);
    sameKey(['छिंदवाडा', 'छिंदवाड़ा']);
    sameKey(['ज़ीरो माइल', 'जीरो माइल', 'झीरो माईल']);
    sameKey(['सोनेगाव', 'सोनेगांव', 'सोनेगाँव']);
    sameKey(['शनिवारवाडा', 'शनिवारवाड़ा']);
  });

  it('reads an anusvara and a half nasal alike', () => {
    sameKey(['संत तुकाराम नगर', 'सन्त तुकाराम नगर']);
    sameKey(['अंबाझरी', 'अम्बाझरी']);
    sameKey(['चिंचवड', 'चिन्चवड', 'चिञ्चवड']);
    sameKey(['हिंजवडी', 'हिन्जवडी']);
    sameKey(['पंचशील', 'पन्चशील', 'पञ्चशील']);
    sameKey(['इंस्टीट्यूट', 'इन्स्टिट्यूट']);
    sameKey(['कमिंस', 'कमिन्स']);
    // A nasal vowel is nothing, as Marathi writes -गाव where Hindi writes -गांव.
    sameKey(['थेरगाव', 'थेरगांव']);
  });

  it('reads the sounds Marathi and Hindi write differently as one: ळ and ल, ट and त, श ष and स, ॅ and ै', () => {
    sameKey(['टिळक', 'तिलक']);
    sameKey(['पिंपळे सौदागर', 'पिंपले सौदागर']);
    sameKey(['तळेगाव दाभाडे', 'तलेगांव दाभाडे']);
    sameKey(['पाषाण', 'पाशाण', 'पासाण']);
    sameKey(['ड्रॅगन पॅलेस', 'ड्रैगन पैलेस']);
    sameKey(['बँक', 'बैंक']);
    sameKey(['चतुःशृंगी', 'चतुश्रृंगी']);
    sameKey(['धरमपेठ', 'धर्मपेठ']);
  });

  it('meets a Devanagari name and its Latin spelling', () => {
    sameKey(['धरमपेठ', 'Dharampeth', 'dharmpeth']);
    sameKey(['सीताबर्डी', 'Sitabardi']);
    sameKey(['कोथरूड', 'Kothrud', 'kothrood']);
    sameKey(['शिवाजीनगर', 'Shivajinagar']);
    sameKey(['अंबाझरी', 'Ambazari']);
    sameKey(['लक्ष्मी नगर', 'Laxmi Nagar', 'Lakshmi Nagar']);
    sameKey(['फुरसुंगी', 'Fursungi']);
    sameKey(['औंध', 'Aundh']);
    sameKey(['जयप्रकाश नगर', 'Jaiprakash Nagar']);
    sameKey(['नऱ्हे', 'Narhe']);
    sameKey(['म्हाळगी नगर', 'Mhalgi Nagar']);
    sameKey(['हिंजवडी फेज ३', 'हिंजवडी फेज 3']);
  });

  it('keeps words apart by one space, and punctuation out', () => {
    expect(placeKey('शिवाजी नगर')).toBe('sivji ngr');
    expect(placeKey('शिवाजीनगर')).toBe('sivjingr');
    expect(placeKey('  Dr.  Babasaheb — Ambedkar!! ')).toBe(placeKey('dr babasaheb ambedkar'));
    expect(placeKey('मुंबई-पुणे')).toBe(placeKey('मुंबई पुणे'));
    expect(placeKey('')).toBe('');
    expect(placeKey('...')).toBe('');
    // Signs with no letter to carry them are nothing.
    expect(placeKey('ीीं')).toBe('i');
  });

  it('grows as a name is typed, so that what is typed so far is the start of the name', () => {
    for (const name of ['धरमपेठ', 'सीताबर्डी', 'संत तुकारामनगर', 'कोथरूड', 'Dharampeth', 'Kothrud']) {
      const key = placeKey(name).replaceAll(' ', '');
      for (let n = 1; n < name.length; n++) {
        const typed = placeKey(name.slice(0, n)).replaceAll(' ', '');
        expect(key.startsWith(typed), `${name.slice(0, n)} → ${typed} / ${key}`).toBe(true);
      }
    }
  });

  it('keeps places that sound different apart', () => {
    const names = [
      ['रामनगर', 'रविनगर'],
      ['सदर', 'सुदर'],
      ['फुटाळा', 'पुतळा'],
      ['Hingna', 'Hingna Road'],
      ['गांधीनगर', 'गांधीबाग'],
      ['पिंपरी', 'पिंपळे'],
      ['Wardha Road', 'Wardhaman Nagar'],
      ['कोंढवा', 'कोथरूड'],
    ] as const;
    for (const [a, b] of names) expect(placeKey(a), `${a} / ${b}`).not.toBe(placeKey(b));
  });
});
