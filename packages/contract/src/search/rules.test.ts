import { describe, expect, it } from 'vitest';
import { categoriesNamedBy, devanagariToLatin, latinSpellings, normaliseTerm, queryWords } from './rules.js';

describe('queryWords', () => {
  it('splits a digit run glued to letters, whatever the case or spacing', () => {
    expect(queryWords('2bhk')).toEqual(['2', 'bhk']);
    expect(queryWords('2BHK flat')).toEqual(['2', 'bhk', 'flat']);
    expect(queryWords('2 bhk')).toEqual(['2', 'bhk']);
    expect(queryWords('bhk3 gomti')).toEqual(['bhk', '3', 'gomti']);
    expect(queryWords('12kg')).toEqual(['12', 'kg']);
  });
  it('keeps letters, marks and digits only, bounded', () => {
    expect(queryWords('sofa & (bed) | !x:*')).toEqual(['sofa', 'bed', 'x']);
    expect(queryWords('वॉशिंग मशीन')).toEqual(['वॉशिंग', 'मशीन']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('x'.repeat(100))[0]).toHaveLength(40);
  });
});

describe('devanagariToLatin', () => {
  it('writes consonants, matras, halant conjuncts and drops the final schwa', () => {
    expect(devanagariToLatin('फ्रिज')).toBe('phrij');
    expect(devanagariToLatin('फ्रिज', { loose: true })).toBe('frij');
    expect(devanagariToLatin('कूलर')).toBe('koolar');
    expect(devanagariToLatin('कूलर', { loose: true })).toBe('kular');
    expect(devanagariToLatin('मशीन')).toBe('masheen');
    expect(devanagariToLatin('कमल')).toBe('kamal');
    expect(devanagariToLatin('किराया')).toBe('kiraya');
    expect(devanagariToLatin('कमरा')).toBe('kamra');
    expect(devanagariToLatin('अलमारी', { loose: true })).toBe('almari');
  });
  it('handles anusvara, chandrabindu, nukta and independent vowels', () => {
    expect(devanagariToLatin('वॉशिंग')).toBe('voshing');
    expect(devanagariToLatin('संबंध')).toBe('sambandh');
    expect(devanagariToLatin('माँ')).toBe('man');
    expect(devanagariToLatin('ज़मीन')).toBe('zameen');
    expect(devanagariToLatin('फ़्लैट')).toBe('flait');
    expect(devanagariToLatin('आम')).toBe('aam');
    expect(devanagariToLatin('अलमारी')).toBe('almaree');
    expect(devanagariToLatin('२ बीएचके')).toBe('2 beeechke');
  });
  it('passes Latin text through and gives distinct spellings only for Devanagari', () => {
    expect(devanagariToLatin('fridge')).toBe('fridge');
    expect(latinSpellings('fridge')).toEqual([]);
    expect(latinSpellings('फ्रिज')).toEqual(['phrij', 'frij']);
  });
});

describe('normaliseTerm and kinds', () => {
  it('stores terms lower-case, NFKC, single-spaced', () => {
    expect(normaliseTerm('  Washing   MACHINE ')).toBe('washing machine');
    expect(normaliseTerm('ﬁ')).toBe('fi');
  });
  it('knows which category a term names', () => {
    expect(categoriesNamedBy('refrigerator')).toEqual(['appliance']);
    expect(categoriesNamedBy('pg')).toEqual(['property']);
    expect(categoriesNamedBy('saree')).toEqual(['clothing', 'dress']);
    expect(categoriesNamedBy('gomti')).toEqual([]);
  });
});
