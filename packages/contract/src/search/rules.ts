// Zod-free search rules shared by server and web: how a query is cut into words, how Devanagari is written in
// Latin letters, the bounds of synonym groups and suggestions. See docs/search.md.

/** A query keeps at most this many words, each at most this long (the rest is dropped, never an error). */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_MAX_WORD_LENGTH = 40;

/** Synonym groups (admin-edited): 2–12 terms of 1–40 characters; a term may hold several words ('washing machine'). */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 12;
export const SYNONYM_TERM_MAX_LENGTH = 40;
/** A term holds at most this many words (the query expansion looks at single words and adjacent pairs). */
export const SYNONYM_TERM_MAX_WORDS = 2;

/** Suggestions while typing: at most this many, for a prefix of at most this many characters. */
export const SUGGESTIONS_MAX = 8;
export const SUGGEST_QUERY_MAX = 60;

export const SEARCH_MSG = {
  synonymTermsCount: `A group needs ${SYNONYM_TERMS_MIN} to ${SYNONYM_TERMS_MAX} terms`,
  synonymTermLength: `Each term is 1 to ${SYNONYM_TERM_MAX_LENGTH} characters`,
  synonymTermWords: `A term is one word or two (like "washing machine")`,
  synonymTermLetters: 'A term holds letters and digits only',
  synonymDuplicate: 'A term appears twice in the group',
  synonymTaken: 'A term is already in another group',
  synonymNotFound: 'Synonym group not found',
  synonymDeleted: 'Synonym group deleted',
} as const;

/** Lower-case, NFKC, single spaces: the form synonym terms are stored and compared in. */
export function normaliseTerm(term: string): string {
  return (
    term
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).join(' ');
}

/** True when the text holds a Devanagari letter. */
export const isDevanagari = (text: string): boolean => /[\u0900-\u097F]/.test(text);

/**
 * The words of a query: letters (with their combining marks) and digits only, so nothing typed can reach
 * to_tsquery's syntax; a digit run glued to letters is split ('2bhk' → '2', 'bhk'; 'bhk2' → 'bhk', '2').
 * Duplicates are kept out, and the list is bounded.
 */
export function queryWords(query: string): string[] {
  const raw =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const word of raw) {
    // Split where Latin letters meet ASCII digits (Devanagari digits stay as typed).
    for (const part of word.split(/(?<=[0-9])(?=[a-z])|(?<=[a-z])(?=[0-9])/)) {
      const w = part.slice(0, SEARCH_MAX_WORD_LENGTH);
      if (w && !out.includes(w)) out.push(w);
    }
  }
  return out.slice(0, SEARCH_MAX_WORDS);
}

// ---------------------------------------------------------------------------------------------------------------
// Devanagari → Latin, the way people write Hindi words in English letters (फ्रिज → frij, कूलर → kular).
// Table-driven: consonants carry an inherent 'a' that a matra replaces, a halant removes, and that is dropped at
// the end of a word (schwa deletion: कमल → kamal, not kamala). Nukta forms map to their Urdu/English sound.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
  ऱ: 'r',
  ऴ: 'zh',
  // Precomposed nukta letters.
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
/** Consonant + nukta (U+093C) written as two code points. */
const NUKTA_FORMS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const MATRAS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const HALANT = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']); // anusvara, chandrabindu
const VISARGA = 'ः';
const DIGITS = '०१२३४५६७८९';

/** One written unit: a consonant with its vowel ('a' inherent, '' after a halant), a vowel, or anything else. */
type Unit =
  | { kind: 'consonant'; latin: string; vowel: string; inherent: boolean; nasal: string }
  | { kind: 'vowel'; latin: string; nasal: string }
  | { kind: 'other'; text: string };

function unitsOf(text: string, loose: boolean): Unit[] {
  const chars = [...text.normalize('NFC')];
  const units: Unit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const last = units[units.length - 1];
    if (CONSONANTS[c] !== undefined) {
      let latin = loose && c === 'फ' ? 'f' : (CONSONANTS[c] as string);
      if (chars[i + 1] === NUKTA) {
        latin = NUKTA_FORMS[c] ?? latin;
        i++;
      }
      units.push({ kind: 'consonant', latin, vowel: 'a', inherent: true, nasal: '' });
    } else if (c === HALANT || MATRAS[c] !== undefined) {
      if (last?.kind === 'consonant') {
        last.vowel = c === HALANT ? '' : (MATRAS[c] as string);
        last.inherent = false;
      }
    } else if (VOWELS[c] !== undefined) {
      units.push({ kind: 'vowel', latin: VOWELS[c] as string, nasal: '' });
    } else if (NASALS.has(c) || c === VISARGA) {
      if (last && last.kind !== 'other') last.nasal = c === VISARGA ? 'h' : 'n';
    } else if (c === NUKTA) {
      // A stray nukta adds nothing.
    } else {
      const digit = DIGITS.indexOf(c);
      units.push({ kind: 'other', text: digit >= 0 ? String(digit) : c });
    }
  }
  return units;
}

const voiced = (u: Unit | undefined) => u !== undefined && u.kind !== 'other' && (u.kind === 'vowel' || u.vowel !== '');

/**
 * Devanagari in Latin letters; other characters pass through unchanged. Long vowels are written the common way
 * ('ee', 'oo'); `loose` gives the variant with short ones and फ as 'f', which is how many people type
 * (कूलर → kular, फ्रिज → frij). The anusvara becomes 'n' ('m' before p/b/m). Schwa deletion: the inherent 'a' is
 * not written at the end of a word (कमल → kamal) nor between a vowel and a consonant that has one (कमरा → kamra,
 * अलमारी → almaree), unless the syllable is nasal.
 */
export function devanagariToLatin(text: string, options: { loose?: boolean } = {}): string {
  const units = unitsOf(text, options.loose === true);
  // Word-final schwa first, then medial schwa left to right (a deletion makes the next one ineligible).
  for (const [i, u] of units.entries()) {
    if (u.kind === 'consonant' && u.inherent && !u.nasal && units[i + 1]?.kind !== 'consonant' && units[i + 1]?.kind !== 'vowel')
      u.vowel = '';
  }
  for (const [i, u] of units.entries()) {
    const before = units[i - 1];
    const after = units[i + 1];
    if (u.kind === 'consonant' && u.inherent && !u.nasal && u.vowel && voiced(before) && after?.kind === 'consonant' && voiced(after))
      u.vowel = '';
  }
  let out = '';
  for (const [i, u] of units.entries()) {
    if (u.kind === 'other') out += u.text;
    else if (u.kind === 'vowel') out += u.latin + u.nasal;
    else {
      const next = units[i + 1];
      const nasal = u.nasal === 'n' && next?.kind === 'consonant' && /^[pbm]/.test(next.latin) ? 'm' : u.nasal;
      out += u.latin + u.vowel + nasal;
    }
  }
  return options.loose ? out.replaceAll('ee', 'i').replaceAll('oo', 'u') : out;
}

/** The Latin spellings of a Devanagari word worth searching for (strict and loose, distinct). */
export function latinSpellings(word: string): string[] {
  if (!isDevanagari(word)) return [];
  const strict = devanagariToLatin(word);
  const loose = devanagariToLatin(word, { loose: true });
  return strict === loose ? [strict] : [strict, loose];
}

// ---------------------------------------------------------------------------------------------------------------
// What a word names: a term (after synonym expansion) that is itself a kind of item implies its category, so
// "fridge" ranks refrigerators before a flat whose title mentions a fridge. Categories as the tables spell them
// (products say 'dress', listings 'clothing').

const KINDS: Record<'property' | 'appliance' | 'clothing', readonly string[]> = {
  property: [
    'flat',
    'apartment',
    'bhk',
    'room',
    'pg',
    'paying guest',
    'hostel',
    'house',
    'villa',
    'bungalow',
    'duplex',
    'shop',
    'office',
    'warehouse',
    'plot',
    'floor',
    'studio',
  ],
  appliance: [
    'refrigerator',
    'fridge',
    'washing machine',
    'cooler',
    'air cooler',
    'ac',
    'air conditioner',
    'tv',
    'television',
    'microwave',
    'geyser',
    'inverter',
    'water purifier',
    'purifier',
    'ro',
    'fan',
    'almirah',
    'wardrobe',
  ],
  clothing: ['saree', 'sari', 'kurta', 'lehenga', 'sherwani', 'suit', 'gown', 'anarkali', 'sharara', 'gharara', 'dress', 'chikankari'],
};
const KIND_OF = new Map<string, string[]>();
for (const [category, terms] of Object.entries(KINDS))
  for (const term of terms) KIND_OF.set(term, category === 'clothing' ? ['clothing', 'dress'] : [category]);

/** Table categories a term names ('fridge' → ['appliance']); empty when it names no kind of item. */
export function categoriesNamedBy(term: string): readonly string[] {
  return KIND_OF.get(term) ?? [];
}

/** Response header of /api/search naming the corrected query whose results were returned (the body stays an array). */
export const DID_YOU_MEAN_HEADER = 'x-did-you-mean';

/** Category names in Hindi, for suggestions typed in Devanagari (the i18n tables may supersede them). */
export const CATEGORY_LABELS_HI = {
  property: 'प्रॉपर्टी',
  appliance: 'घरेलू उपकरण',
  clothing: 'कपड़े',
} as const;
