// A place name's sound key: one form for a name however it is spelled, in Devanagari or in Latin letters,
// so that place search meets what people type. 'dharmpeth', 'Dharampeth', 'धरमपेठ' and 'धर्मपेठ' give one key; so do
// 'नागपूर' and 'नागपुर' (vowel length), 'टिळक' and 'तिलक' (ळ, ट), 'संत' and 'सन्त' (anusvara or a half nasal), 'गाव',
// 'गांव' and 'गाँव' (a nasal vowel), 'लकड़गंज' and 'लकडगंज' (nukta), 'kothrud' and 'kothrood', 'laxmi' and 'lakshmi'.
//
// How: each letter becomes the sound class people do not tell apart when they type a name:
// - consonants lose aspiration and the dental/retroflex contrast (ट ठ त थ → t, ड ढ द ध → d, ण न → n, ळ ल → l,
//   श ष स → s); a nukta and a Latin 'h' after a consonant ('dh', 'sh', 'chh') add nothing; v = w, z = ज, x = ks,
//   and f = 'ph' = फ (the one aspirate kept apart: Futala is not Putla);
// - 'a' is dropped except at the start of a word: Devanagari leaves the inherent vowel unwritten, Latin spellings
//   write it or not ('dharampeth' / 'dharmpeth') and write आ as 'a' too; long and short i, u are one (ee = i, oo = u);
// - anusvara and a half nasal are the stop's nasal before a stop (संत = सन्त = 'snt', अंबा = अम्बा = 'amba'); an
//   anusvara that only nasalises the vowel (before य र ल व श ष स ह, or at the end of a word) is nothing, as is a
//   chandrabindu;
// - a letter written twice counts once (सक्करदरा = 'sakardara'), and a 'y' that ends a syllable is 'i'
//   ('jaiprakash' = 'जयप्रकाश').
// Words keep their order, separated by one space; the search compares keys with and without the spaces, so that
// 'शिवाजीनगर' meets 'शिवाजी नगर'. Pure and browser-safe.

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
};

/** Independent vowels and vowel signs. ॅ/ऍ (the English 'a' of बँक) is ai, as Hindi writes it (बैंक). */
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'ai',
  ऎ: 'e',
  ऑ: 'o',
  ऒ: 'o',
  ॲ: 'e',
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॢ': 'li',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'ai',
  'ॆ': 'e',
  'ॉ': 'o',
  'ॊ': 'o',
  ॐ: 'om',
};

const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';
const NASAL_SIGNS = new Set([CHANDRABINDU, ANUSVARA]);
/** Consonants before which a nasal is heard as a consonant: the stops (क–ध, प–भ), not न म or य र ल व श ष स ह. */
const STOPS = new Set('कखगघङचछजझञटठडढणतथदधपफबभ');
const NASALS = new Set('ङञणनम');
const SIBILANTS = new Set('शषस');

/** The nasal Latin writes before a stop: m before प फ ब भ (Ambazari, पंप = pump), n before the others. */
const nasalBefore = (stop: string) => ('पफबभ'.includes(stop) ? 'm' : 'n');

const isVowelSign = (ch: string | undefined) => ch !== undefined && VOWELS[ch] !== undefined && /\p{M}/u.test(ch);

/** The next Devanagari letter after `i`, past a nukta. */
function letterAfter(s: string, i: number): string | undefined {
  let j = i + 1;
  while (s[j] === NUKTA) j++;
  return s[j];
}

/** One word in Devanagari (its digits and any Latin letters in it too) as sound classes, before the common rules. */
function devanagariSounds(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i] as string;
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      const next = letterAfter(word, i);
      if (NASALS.has(ch) && next === VIRAMA) {
        // A half nasal: the stop's own nasal before a stop (सन्त = संत, पम्प = पंप), nothing before a sibilant
        // (इन्स्टिट्यूट = इंस्टीट्यूट), itself before another nasal (सम्मेलन, the doubled letter counted once), before
        // ह य र ल व (म्हाळगी, कन्या) and at the end (a word still being typed: सन्), so that the key grows as it does.
        const after = letterAfter(word, i + 1);
        if (after !== undefined && STOPS.has(after)) out += nasalBefore(after);
        else if (after === undefined || !SIBILANTS.has(after)) out += consonant;
        continue;
      }
      // The inherent vowel is written out ('a'), so that 'कक' (two syllables) is not 'क्क' (a doubled letter).
      out += next === VIRAMA || isVowelSign(next) ? consonant : `${consonant}a`;
      continue;
    }
    if (NASAL_SIGNS.has(ch)) {
      const next = letterAfter(word, i);
      const stop = next !== undefined && STOPS.has(next);
      // Marathi writes the English 'a' of 'bank' as a chandrabindu on the consonant (बँक, Hindi बैंक).
      const candra = ch === CHANDRABINDU && stop && CONSONANTS[word[i - 1] ?? ''] !== undefined;
      if (candra) out += 'ai';
      // Anusvara (and that chandrabindu) is the stop's nasal before a stop (संत = सन्त, अंबा = अम्बा); elsewhere it
      // only nasalises the vowel (गांव = गाँव = गाव).
      if (stop && (ch === ANUSVARA || candra)) out += nasalBefore(next);
      continue;
    }
    const vowel = VOWELS[ch];
    if (vowel !== undefined) {
      out += vowel;
      continue;
    }
    const code = ch.charCodeAt(0);
    if (code >= 0x0966 && code <= 0x096f) out += String(code - 0x0966);
    else if (ch !== VIRAMA && ch !== NUKTA && !(code >= 0x0900 && code <= 0x097f)) out += latinSounds(ch);
    // Virama, nukta, visarga, avagraha and other signs add nothing.
  }
  return out;
}

/** Consonants whose aspirated form Latin writes with an 'h' after it ('dh', 'sh', 'chh', 'ph'). */
const ASPIRABLE = new Set('kgcjtdpbs');

/** One word in Latin letters as sound classes, before the common rules. */
function latinSounds(word: string): string {
  const w = word.replaceAll('ee', 'i').replaceAll('oo', 'u');
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const ch = w[i] as string;
    let sound: string;
    switch (ch) {
      case 'c':
        sound = w[i + 1] === 'h' ? 'c' : /[eiy]/.test(w[i + 1] ?? '') ? 's' : 'k';
        break;
      case 'q':
        sound = 'k';
        break;
      case 'x':
        sound = 'ks';
        break;
      case 'z':
        sound = 'j';
        break;
      case 'p':
        // 'ph' is फ, as 'f' is: Phule = Fule = फुले, and Futala (फुटाळा) is not Putla (पुतळा).
        sound = w[i + 1] === 'h' ? 'f' : 'p';
        break;
      case 'w':
        sound = 'v';
        break;
      default:
        sound = ch;
    }
    out += sound;
    if (ASPIRABLE.has(ch)) while (w[i + 1] === 'h') i++;
  }
  return out;
}

/**
 * The rules both scripts share: a letter written twice counts once (सक्करदरा = sakardara), then 'a' only at the start,
 * and a syllable-final 'y' is 'i'. Doubles are merged before the vowels go, so that 'bajaj' stays 'bjj'.
 */
function wordKey(sounds: string): string {
  let single = '';
  for (const ch of sounds) if (ch !== single[single.length - 1]) single += ch;
  const s = single[0] === 'a' ? `a${single.slice(1).replaceAll('a', '')}` : single.replaceAll('a', '');
  return s.replace(/y(?![eiou])/g, 'i');
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The sound key of a place name or a query: words of sound classes, one space apart ('' when nothing is left). */
export function placeKey(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u);
  const keys: string[] = [];
  for (const word of words) {
    if (!word) continue;
    const key = wordKey(DEVANAGARI.test(word) ? devanagariSounds(word) : latinSounds(word));
    if (key) keys.push(key);
  }
  return keys.join(' ');
}
