import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serialiser (fast-json-stringify from the zod contract)', () => {
  for (const verify of [false, true]) {
    const compile = createSerializerCompiler({ verify });
    const mode = verify ? 'checked against zod' : 'as in production';

    it(`writes only the properties the contract declares, nested too (${mode})`, () => {
      const schema = z.array(z.object({ id: z.number().int(), owner: z.object({ name: z.string() }) }));
      const written = compile(route(schema))([{ id: 1, email: 'a@example.com', owner: { name: 'Asha', phone: '98' } }]);
      expect(JSON.parse(written)).toEqual([{ id: 1, owner: { name: 'Asha' } }]);
    });

    it(`keeps zod's answer for a union branch that carries an undeclared field (${mode})`, () => {
      const schema = z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('rent'), months: z.number() }),
        z.object({ kind: z.literal('sale'), price: z.number() }),
      ]);
      expect(JSON.parse(compile(route(schema))({ kind: 'sale', price: 10, months: 3 }))).toEqual({ kind: 'sale', price: 10 });
    });

    it(`falls back to zod where JSON Schema cannot speak (${mode})`, () => {
      const schema = z.object({ at: z.date(), n: z.number().nullable(), note: z.string().optional() });
      expect(JSON.parse(compile(route(schema))({ at: new Date(0), n: null }))).toEqual({ at: '1970-01-01T00:00:00.000Z', n: null });
    });
  }

  it('outside production an answer the contract rejects still fails, as zod made it', () => {
    const serialize = createSerializerCompiler({ verify: true })(route(z.object({ count: z.number().int() })));
    expect(() => serialize({ count: 1.5 })).toThrow();
    expect(() => serialize({})).toThrow();
  });
});
