import { describe, expect, it } from 'vitest';
import { nextParams, pageCount, readPage, readSort } from './list-params';
import { paths } from './paths';
import { parseId } from './route-params';
import { previewText } from './text';

describe('previewText', () => {
  it('keeps a description of 60 characters or fewer as it is', () => {
    expect(previewText('Two-seater sofa, good condition.')).toBe('Two-seater sofa, good condition.');
  });
  it('cuts a long description at a word near 60 characters, without trailing punctuation', () => {
    const text = 'Fully automatic front-load washing machine with in-built heater, six months old.';
    const preview = previewText(text);
    expect(preview.length).toBeLessThanOrEqual(61);
    expect(preview).toBe('Fully automatic front-load washing machine with in-built…');
  });
});

describe('list params', () => {
  it('reads page and sort defensively', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-1'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readSort(new URLSearchParams('sort=price_desc'))).toBe('price_desc');
    expect(readSort(new URLSearchParams('sort=cheapest'))).toBe('latest');
  });
  it('resets the page when a filter changes and drops defaults from the URL', () => {
    const next = nextParams(new URLSearchParams('page=4&q=sofa'), { sort: 'latest', q: 'fridge' });
    expect(next.toString()).toBe('q=fridge');
  });
  it('counts at least one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(19, 9)).toBe(3);
  });
});

describe('paths', () => {
  it('opens products at /product/{id} and listings at /listing/{id}', () => {
    expect(paths.item({ id: 7, source: 'products' })).toBe('/product/7');
    expect(paths.item({ id: 7, source: 'listings' })).toBe('/listing/7');
  });
  it('builds the search URL with query and city', () => {
    expect(paths.search({ query: 'ac', city: 'Lucknow' })).toBe('/search?query=ac&city=Lucknow');
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('4x')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
  it('treats an id past PostgreSQL integer as not found, without asking the server', () => {
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeNull();
  });
});
