import type { Suggestion } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { sameSuggestions } from './use-suggestions';

const fridge: Suggestion = { kind: 'title', text: 'fridge', href: '/search?query=fridge' };
const flat: Suggestion = { kind: 'title', text: 'flat', href: '/search?query=flat' };

describe('sameSuggestions', () => {
  it('is true for a fresh copy of the same list, so a reopened list keeps the option already chosen', () => {
    expect(sameSuggestions([fridge, flat], [{ ...fridge }, { ...flat }])).toBe(true);
  });

  it('is false when the order, the length or any field differs', () => {
    expect(sameSuggestions([fridge, flat], [flat, fridge])).toBe(false);
    expect(sameSuggestions([fridge], [fridge, flat])).toBe(false);
    expect(sameSuggestions([fridge], [{ ...fridge, href: '/product/1' }])).toBe(false);
    expect(sameSuggestions([fridge], [{ ...fridge, kind: 'locality' }])).toBe(false);
  });
});
