import { describe, expect, it } from 'vitest';
import { compareCatalogs } from '../../../scripts/check-i18n';
import { formatDate, formatDateTime, formatListedAgo, formatMoney, formatNumber, pluralCategory } from './format';
import { initialLanguage } from './languages';
import { AREAS, areaLoaders } from './messages';
import { type Message, translate } from './translate';

describe('translate', () => {
  it('fills {placeholders} and writes numbers the language’s way', () => {
    const number = (n: number) => formatNumber(n, 'hi');
    expect(translate('नमस्ते, {name}।', 'hi', { name: 'Asha' })).toBe('नमस्ते, Asha।');
    expect(translate('{count} results', 'en', { count: 125000 }, (n) => formatNumber(n, 'en'))).toBe('1,25,000 results');
    expect(translate('{count} नतीजे', 'hi', { count: 125000 }, number)).toBe('1,25,000 नतीजे');
  });
  it('leaves an unknown placeholder visible rather than dropping it', () => {
    expect(translate('Hello, {name}', 'en', {})).toBe('Hello, {name}');
  });
  it('picks plural forms by Intl.PluralRules: English 1 is one, Hindi 0 and 1 are one', () => {
    const cart = { one: 'Cart, {count} item', other: 'Cart, {count} items' };
    expect(translate(cart, 'en', { count: 1 })).toBe('Cart, 1 item');
    expect(translate(cart, 'en', { count: 0 })).toBe('Cart, 0 items');
    expect(translate(cart, 'en', { count: 3 })).toBe('Cart, 3 items');
    const hindi = { one: 'कार्ट, {count} चीज़', other: 'कार्ट, {count} चीज़ें' };
    expect(translate(hindi, 'hi', { count: 0 })).toBe('कार्ट, 0 चीज़');
    expect(translate(hindi, 'hi', { count: 1 })).toBe('कार्ट, 1 चीज़');
    expect(translate(hindi, 'hi', { count: 2 })).toBe('कार्ट, 2 चीज़ें');
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(0, 'en')).toBe('other');
    expect(pluralCategory(0, 'hi')).toBe('one');
  });
  it('falls back to the other form when a category has no text', () => {
    expect(translate({ other: '{count} items' }, 'en', { count: 1 })).toBe('1 items');
  });
});

describe('formatting', () => {
  it('groups by lakh in both languages, with Latin digits in Hindi', () => {
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(12345678, 'hi')).toBe('1,23,45,678');
    expect(formatMoney(4200000, 'hi')).toBe('₹42,00,000');
    expect(formatMoney(4200000, 'en')).toBe('₹42,00,000');
  });
  it('says per month in the language, and keeps paise only when there are any (always with exact)', () => {
    expect(formatMoney(13000, 'en', { perMonth: true })).toBe('₹13,000/month');
    expect(formatMoney(13000, 'hi', { perMonth: true })).toBe('₹13,000/माह');
    expect(formatMoney(99.5, 'hi')).toBe('₹99.50');
    expect(formatMoney(0, 'hi', { exact: true })).toBe('₹0.00');
  });
  it('writes dates with Hindi month names and Latin digits', () => {
    const date = new Date(2025, 2, 12, 16, 5);
    expect(formatDate(date, 'en')).toBe('12 Mar 2025');
    expect(formatDate(date, 'hi')).toBe('12 मार्च 2025');
    expect(formatDateTime(date, 'hi')).toMatch(/^12 मार्च 2025, 4:05 (pm|अपराह्न)$/);
    expect(formatDate('not a date', 'hi')).toBe('');
  });
  it('says how long ago an item was listed, in the language', () => {
    const now = new Date('2025-03-20T12:00:00Z');
    expect(formatListedAgo('2025-03-20T08:00:00Z', 'en', now)).toBe('today');
    expect(formatListedAgo('2025-03-19T08:00:00Z', 'hi', now)).toBe('कल');
    expect(formatListedAgo('2025-03-15T08:00:00Z', 'hi', now)).toBe('5 दिन पहले');
    expect(formatListedAgo('2025-01-15T08:00:00Z', 'hi', now)).toBe(formatDate('2025-01-15T08:00:00Z', 'hi'));
  });
});

describe('initialLanguage', () => {
  it('prefers the saved choice, then a Hindi browser, then English', () => {
    expect(initialLanguage('en', 'hi-IN')).toBe('en');
    expect(initialLanguage(null, 'hi-IN')).toBe('hi');
    expect(initialLanguage(null, 'hi')).toBe('hi');
    expect(initialLanguage(null, 'en-IN')).toBe('en');
    expect(initialLanguage(null, 'mr-IN')).toBe('en');
  });
});

describe('catalogues', () => {
  it('Hindi has exactly the English keys, kinds and placeholders in every area', async () => {
    for (const area of AREAS) {
      const [english, hindi] = await Promise.all([areaLoaders.en[area](), areaLoaders.hi[area]()]);
      expect(compareCatalogs(area, english.default, hindi.default, 'hi')).toEqual([]);
    }
  });
  it('the parity check names a missing key, an extra key and a changed placeholder', () => {
    const english = { a: 'A {name}', b: 'B', c: { one: '1', other: '{count}' } };
    const problems = compareCatalogs('demo', english, { a: 'ए {naam}', c: 'सब', d: 'डी' }, 'hi');
    expect(problems).toEqual([
      "hi/demo: 'a' has placeholders {naam}, English has {name}",
      "hi/demo: missing key 'b'",
      "hi/demo: 'c' must be plural forms",
      "hi/demo: 'c' has placeholders {}, English has {count}",
      "hi/demo: extra key 'd' (not in English)",
    ]);
  });
});

describe('localizeMessage', () => {
  it('shows a contract message (validation or server) in the active language, by its code (with params) or its English text', async () => {
    const { ACCOUNT_FIELD_MSG, ACCOUNT_MSG } = await import('@kiraya/contract/accounts/rules');
    const { WISHLIST_MSG } = await import('@kiraya/contract/wishlist/rules');
    const { RENT_MSG } = await import('@kiraya/contract/renting/form-texts');
    const { getLanguage, startLanguage } = await import('./store');
    const { loadMessageTexts, localizeMessage } = await import('./localize');
    await startLanguage('en');
    expect(localizeMessage(ACCOUNT_FIELD_MSG.emailRequired)).toBe('Email is required.');
    expect(localizeMessage(ACCOUNT_MSG.tooManyAttempts(5), 'ACCOUNT_TOO_MANY_ATTEMPTS', { minutes: 5 })).toBe(
      ACCOUNT_MSG.tooManyAttempts(5),
    );
    await startLanguage('hi');
    expect(getLanguage()).toBe('hi');
    // The forms' texts (`forms`), the signed-in groups and the templates (`messages`) are not part of a first visit:
    // they load with their screens, and before an error is shown.
    expect(localizeMessage(ACCOUNT_FIELD_MSG.emailRequired)).toBe(ACCOUNT_FIELD_MSG.emailRequired);
    expect(localizeMessage(WISHLIST_MSG.duplicate, 'WISHLIST_DUPLICATE')).toBe(WISHLIST_MSG.duplicate);
    await loadMessageTexts();
    expect(localizeMessage(ACCOUNT_FIELD_MSG.emailRequired)).toBe('ईमेल ज़रूरी है।');
    expect(localizeMessage(ACCOUNT_MSG.invalidCredentials, 'ACCOUNT_INVALID_CREDENTIALS')).toBe('ईमेल या पासवर्ड गलत है।');
    expect(localizeMessage(WISHLIST_MSG.duplicate, 'WISHLIST_DUPLICATE')).toBe('यह आइटम पहले से आपकी विशलिस्ट में है।');
    expect(localizeMessage(WISHLIST_MSG.duplicate)).toBe('यह आइटम पहले से आपकी विशलिस्ट में है।');
    // A text with numbers in it is known by its code and said with its params; without them it stays English.
    expect(localizeMessage(ACCOUNT_MSG.tooManyAttempts(5), 'ACCOUNT_TOO_MANY_ATTEMPTS', { minutes: 5 })).toBe(
      'लॉग इन की बहुत सारी गलत कोशिशें हुईं। कृपया 5 मिनट बाद फिर कोशिश करें।',
    );
    expect(localizeMessage(ACCOUNT_MSG.tooManyAttempts(5), 'ACCOUNT_TOO_MANY_ATTEMPTS')).toBe(ACCOUNT_MSG.tooManyAttempts(5));
    expect(localizeMessage(RENT_MSG.sold('Godrej fridge'), 'RENT_SOLD', { title: 'Godrej fridge' })).toBe('"Godrej fridge" बिक चुका है।');
    expect(
      localizeMessage(RENT_MSG.startTooEarly('Flat', '2027-01-31'), 'RENT_START_TOO_EARLY', { title: 'Flat', day: '2027-01-31' }),
    ).toMatch(/^"Flat" 31 .+ 2027 से मिल सकता है।$/);
    expect(localizeMessage('Something new from the server.', 'SOMETHING_NEW')).toBe('Something new from the server.');
  });

  it('finds the key of every contract code the web knows (code = messageCode(group, key))', async () => {
    const { messageEntries } = await import('@kiraya/contract/message-codes');
    const english = {
      ...(await areaLoaders.en.contract()).default,
      ...(await areaLoaders.en.forms()).default,
      ...(await areaLoaders.en.messages()).default,
    };
    const codes = new Set(messageEntries().map((e) => e.code));
    const { messageCode } = await import('@kiraya/contract/message-code');
    for (const key of Object.keys(english).filter((k) => /_MSG\.|^MSG\./.test(k))) {
      const dot = key.indexOf('.');
      expect(codes.has(messageCode(key.slice(0, dot), key.slice(dot + 1))), key).toBe(true);
    }
  });

  it("writes the messages area's English exactly as the contract does (it is written out to keep visitor chunks whole)", async () => {
    const { MESSAGE_GROUPS } = await import('@kiraya/contract/message-codes');
    const english = (await areaLoaders.en.messages()).default as Record<string, unknown>;
    let checked = 0;
    for (const [key, text] of Object.entries(english)) {
      const [group, ...path] = key.split('.');
      let value: unknown = MESSAGE_GROUPS[group as keyof typeof MESSAGE_GROUPS];
      for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
      if (typeof value === 'string') {
        expect(text, key).toBe(value);
        checked++;
      } else expect(typeof value, `${key} is a template in the contract`).toBe('function');
    }
    expect(checked).toBeGreaterThan(230);
  });

  it("writes the visits area's English exactly as the contract does, templates included", async () => {
    const visits = await import('@kiraya/contract/visits/rules');
    const groups: Record<string, Record<string, unknown>> = {
      VISIT_TEXT: visits.VISIT_TEXT,
      VISIT_STATUS_LABELS: visits.VISIT_STATUS_LABELS,
      RENTAL_OFFER_STATUS_LABELS: visits.RENTAL_OFFER_STATUS_LABELS,
    };
    const english = (await areaLoaders.en.visits()).default as Record<string, Message>;
    const say = (key: string, vars: Record<string, string | number> = {}) => translate(english[key] as Message, 'en', vars);
    let checked = 0;
    for (const [key, text] of Object.entries(english)) {
      const [group = '', name = ''] = key.split('.');
      if (!groups[group]) continue;
      const value = groups[group][name];
      if (typeof value === 'string') {
        expect(text, key).toBe(value);
        checked++;
      } else expect(typeof value, `${key} is a template in the contract`).toBe('function');
    }
    expect(checked).toBeGreaterThan(75);
    // Every contract text has its key.
    for (const [group, texts] of Object.entries(groups))
      for (const name of Object.keys(texts)) expect(english[`${group}.${name}`], `${group}.${name}`).toBeDefined();
    const T = visits.VISIT_TEXT;
    const { formatDay } = await import('@kiraya/contract/renting/rules');
    expect(say('VISIT_TEXT.slot', { n: 2 })).toBe(T.slot(2));
    expect(say('VISIT_TEXT.removeSlot', { n: 3 })).toBe(T.removeSlot(3));
    expect(say('VISIT_TEXT.confirmedFor', { when: 'X' })).toBe(T.confirmedFor('X'));
    expect(say('VISIT_TEXT.count', { n: 1, count: 1 })).toBe(T.count(1));
    expect(say('VISIT_TEXT.count', { n: 7, count: 7 })).toBe(T.count(7));
    for (const months of [1, 11])
      expect(
        say('VISIT_TEXT.offerSummary', { monthly: '₹18,000', deposit: '₹0', months, count: months, moveIn: formatDay('2027-01-31') }),
      ).toBe(T.offerSummary('₹18,000', '₹0', months, '2027-01-31'));
    expect(say('VISIT_TEXT.offerPreview', { amount: '₹5', endDay: 'D' })).toBe(T.offerPreview('₹5', 'D'));
    expect(say('VISIT_TEXT.orderNumber', { id: '1234' })).toBe(T.orderNumber(1234));
    expect(say('slot.when', { day: formatDay('2027-01-31'), time: '11:30' })).toBe(
      visits.formatVisitSlot({ date: '2027-01-31', time: '11:30' }),
    );
  });

  it('says the visit templates of the messages area as the contract does', async () => {
    const { VISIT_MSG, VISIT_STATUS_LABELS } = await import('@kiraya/contract/visits/rules');
    const { formatDay } = await import('@kiraya/contract/renting/rules');
    const english = (await areaLoaders.en.messages()).default as Record<string, Message>;
    const say = (key: string, vars: Record<string, string | number>) => translate(english[key] as Message, 'en', vars);
    expect(say('VISIT_MSG.done.confirm', { title: 'Flat', when: 'W' })).toBe(VISIT_MSG.done.confirm('Flat', 'W'));
    expect(say('VISIT_MSG.done.propose', { title: 'Flat', when: 'W' })).toBe(VISIT_MSG.done.propose('Flat', 'W'));
    expect(say('VISIT_MSG.done.cancel', { title: 'Flat' })).toBe(VISIT_MSG.done.cancel('Flat'));
    expect(say('VISIT_MSG.offerAccepted', { orderId: '1234' })).toBe(VISIT_MSG.offerAccepted(1234));
    expect(say('VISIT_MSG.slotWindow', { from: formatDay('2026-11-26'), to: formatDay('2026-12-25') })).toBe(
      VISIT_MSG.slotWindow('2026-11-25'),
    );
    expect(say('VISIT_MSG.moveIn', { from: formatDay('2026-11-25'), to: formatDay('2027-02-23') })).toBe(VISIT_MSG.moveIn('2026-11-25'));
    expect(say('VISIT_MSG.cannotMove', { status: 'confirmed' })).toBe(VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.confirmed));
  });

  it("writes the upload area's contract texts (OFFER_FORM_TEXT, PLACE_TEXT, furnishing labels) exactly as the contract does", async () => {
    const { OFFER_FORM_TEXT } = await import('@kiraya/contract/renting/form-texts');
    const { FURNISHING_LABELS, PLACE_TEXT } = await import('@kiraya/contract/catalogue/rules');
    const english = (await areaLoaders.en.upload()).default as Record<string, Message>;
    const say = (key: string, vars: Record<string, string | number> = {}) => translate(english[key] as Message, 'en', vars);
    for (const [group, texts] of Object.entries({ OFFER_FORM_TEXT, PLACE_TEXT }))
      for (const [name, value] of Object.entries(texts)) {
        if (typeof value === 'string') expect(english[`${group}.${name}`], `${group}.${name}`).toBe(value);
        else expect(english[`${group}.${name}`], `${group}.${name}`).toBeDefined();
      }
    for (const [name, value] of Object.entries(FURNISHING_LABELS)) expect(english[`place.${name}`]).toBe(value);
    expect(say('OFFER_FORM_TEXT.removeDiscount', { n: 2 })).toBe(OFFER_FORM_TEXT.removeDiscount(2));
    expect(say('OFFER_FORM_TEXT.editOfferOf', { title: 'Sofa' })).toBe(OFFER_FORM_TEXT.editOfferOf('Sofa'));
    for (const months of [1, 6])
      expect(say('OFFER_FORM_TEXT.exampleQuote', { months, count: months })).toBe(OFFER_FORM_TEXT.exampleQuote(months));
    const { OFFER_TEXT } = await import('@kiraya/contract/renting/rules');
    expect(say('preview.discount', { percent: 5, months: 6 })).toBe(OFFER_TEXT.discount(5, 6));
    for (const months of [1, 10]) expect(say('preview.then', { count: months })).toBe(OFFER_TEXT.thenMonthly(months));
  });
});
