import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './accounts/rules.js';
import { coded, codeOfText, MESSAGE_GROUPS, messageCode, messageEntries } from './message-codes.js';
import { MSG } from './messages.js';
import { ORDER_MSG } from './orders/rules.js';
import { RENT_MSG } from './renting/form-texts.js';
import { VISIT_MSG } from './visits/rules.js';

describe('message codes', () => {
  it('derive from the group and the key', () => {
    expect(messageCode('ORDER_MSG', 'notAvailable')).toBe('ORDER_NOT_AVAILABLE');
    expect(messageCode('MSG', 'notFound')).toBe('NOT_FOUND');
    expect(messageCode('VISIT_MSG', 'done.accept_time')).toBe('VISIT_DONE_ACCEPT_TIME');
    expect(codeOfText(ORDER_MSG.cartChanged)).toBe('ORDER_CART_CHANGED');
    expect(codeOfText(MSG.notFound)).toBe('NOT_FOUND');
    expect(codeOfText('not a contract text')).toBeUndefined();
  });

  it('give every message of every group a code of its own', () => {
    const entries = messageEntries();
    expect(entries.length).toBeGreaterThan(300);
    const seen = new Map<string, string>();
    for (const entry of entries) {
      const where = `${entry.group}.${entry.path}`;
      expect(entry.code, where).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(seen.get(entry.code), `${where} and ${seen.get(entry.code)} share ${entry.code}`).toBeUndefined();
      seen.set(entry.code, where);
    }
    for (const group of Object.keys(MESSAGE_GROUPS))
      expect(
        entries.some((e) => e.group === group),
        group,
      ).toBe(true);
  });

  it('name every template parameter (they become the params of the error body)', () => {
    for (const entry of messageEntries().filter((e) => e.template)) {
      const where = `${entry.group}.${entry.path}`;
      expect(entry.params?.length, where).toBe(entry.template?.length);
      for (const name of entry.params ?? []) expect(name, where).toMatch(/^[a-zA-Z_]\w*$/);
    }
  });

  it('carry a template message with its code and parameters', () => {
    expect(coded(ACCOUNT_MSG.tooManyAttempts, 5)).toEqual({
      text: ACCOUNT_MSG.tooManyAttempts(5),
      code: 'ACCOUNT_TOO_MANY_ATTEMPTS',
      params: { minutes: 5 },
    });
    expect(coded(RENT_MSG.belowMinimum, 'Sofa', 3)).toMatchObject({ code: 'RENT_BELOW_MINIMUM', params: { title: 'Sofa', min: 3 } });
    expect(coded(VISIT_MSG.done.cancel, 'Flat').code).toBe('VISIT_DONE_CANCEL');
  });
});
