import { DAY_MS } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { formatDate, formatListedAgo, formatMoney, formatNumber, pluralCategory } from './format';
import { LANGUAGES, LOCALES } from './languages';

// format.ts writes whole numbers, rupees, dates, "N days ago" and plural categories out instead of building an Intl
// formatter (the first one costs a page 30–70 ms). These tests hold it to Intl's own text, value by value.

const intl = (language: 'en' | 'hi') => `${LOCALES[language]}-u-nu-latn`;

/** A fixed pseudo-random sequence (the same values on every run). */
function* sample(count: number, seed = 7): Generator<number> {
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x / 2147483648;
  }
}

const EDGES = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 10000000, 123456789, 1e12];
const wholes = [
  ...EDGES,
  ...EDGES.map((n) => -n).filter((n) => n !== 0),
  Number.MAX_SAFE_INTEGER,
  ...[...sample(2000)].map((r, i) => Math.floor(r * 10 ** (i % 16))),
];

describe('written-out formats give Intl’s text', () => {
  for (const language of LANGUAGES) {
    it(`whole numbers in ${language}`, () => {
      const reference = new Intl.NumberFormat(intl(language));
      for (const n of wholes) expect(formatNumber(n, language)).toBe(reference.format(n));
      // Past the written-out cases: Intl still writes them.
      for (const n of [-0, 1.5, 1234.5678, Number.MAX_SAFE_INTEGER * 4]) expect(formatNumber(n, language)).toBe(reference.format(n));
    });

    it(`rupees in ${language}, whole and with paise`, () => {
      const whole = new Intl.NumberFormat(intl(language), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
      const paise = new Intl.NumberFormat(intl(language), { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
      for (const n of wholes) {
        expect(formatMoney(n, language)).toBe(whole.format(n));
        expect(formatMoney(n, language, { exact: true })).toBe(paise.format(n));
      }
      const fractions = [
        0.5,
        -0.5,
        0.29,
        99.5,
        1234.05,
        99999.99,
        1.005,
        0.125,
        2.675,
        -1234.567,
        ...[...sample(2000, 3)].map((r) => Math.round(r * 1e9) / 100),
      ];
      for (const n of fractions) expect(formatMoney(n, language)).toBe((Number.isInteger(n) ? whole : paise).format(n));
      expect(formatMoney(13000, language, { perMonth: true })).toBe(`${whole.format(13000)}${language === 'hi' ? '/माह' : '/month'}`);
    });

    it(`dates in ${language}, every day of two years`, () => {
      const reference = new Intl.DateTimeFormat(intl(language), { day: 'numeric', month: 'short', year: 'numeric' });
      for (let day = 0; day < 731; day++) {
        const date = new Date(2027, 0, 1 + day, 13, 30);
        expect(formatDate(date, language)).toBe(reference.format(date));
        expect(formatDate(date.toISOString(), language)).toBe(reference.format(date));
      }
      expect(formatDate('not a date', language)).toBe('');
    });

    it(`how long ago, in ${language}`, () => {
      const relative = new Intl.RelativeTimeFormat(intl(language), { numeric: 'auto' });
      const dates = new Intl.DateTimeFormat(intl(language), { day: 'numeric', month: 'short', year: 'numeric' });
      const now = new Date('2027-03-20T12:00:00Z');
      for (let days = -3; days < 45; days++) {
        const listed = new Date(now.getTime() - days * DAY_MS - 3_600_000);
        const expected = days < 30 ? relative.format(-Math.max(days, 0), 'day') : dates.format(listed);
        expect(formatListedAgo(listed.toISOString(), language, now)).toBe(expected);
      }
    });

    it(`plural categories in ${language}`, () => {
      const rules = new Intl.PluralRules(LOCALES[language]);
      for (let n = -5; n <= 300; n++) expect(pluralCategory(n, language)).toBe(rules.select(n));
      for (const n of [0.5, 1.5, 2.25, -0.5]) expect(pluralCategory(n, language)).toBe(rules.select(n));
    });
  }
});
