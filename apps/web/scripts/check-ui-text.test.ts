import { describe, expect, it } from 'vitest';
import { isProse, uiTextsOf } from './check-ui-text';

describe('texts written into components instead of the catalogues', () => {
  it('finds children, text props, both branches of a condition and the static parts of a template', () => {
    const source = `
      export function A({ busy, n, title }) {
        return (
          <form>
            <p>Picture unavailable</p>
            <input placeholder="For example: a flat in Gomti Nagar" aria-label={\`Photo \${n} of 3\`} />
            <button>{busy ? 'Sending…' : 'Send'}</button>
            <Dialog emptyHint="Nothing here yet" title={title} />
          </form>
        );
      }`;
    expect(uiTextsOf(source)).toEqual(
      expect.arrayContaining([
        'Picture unavailable',
        'For example: a flat in Gomti Nagar',
        'Photo   of 3',
        'Sending…',
        'Send',
        'Nothing here yet',
      ]),
    );
    expect(uiTextsOf(source)).toHaveLength(6);
  });

  it('leaves translated texts, class lists, keys and values alone', () => {
    const source = `
      export function B({ t, format, price }) {
        return (
          <div className="flex items-center gap-2 text-sm">
            <h2 title={t('life.title')}>{t('life.heading', { count: 2 })}</h2>
            <span aria-label={format.price(price)}>{price}</span>
            <Field label={t('field.pin')} name="zip" type="text" />
          </div>
        );
      }`;
    expect(uiTextsOf(source)).toEqual([]);
  });

  it('tells prose from identifiers', () => {
    expect(isProse('Cancel')).toBe(true);
    expect(isProse('Rent price (₹/month)')).toBe(true);
    expect(isProse('mt-3 text-stone-700 sm:text-lg')).toBe(false);
    expect(isProse('VISIT_TEXT.note')).toBe(false);
    expect(isProse('ProductPage')).toBe(false);
    expect(isProse('Kiraya')).toBe(false);
    expect(isProse('404')).toBe(false);
  });
});
