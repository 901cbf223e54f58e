import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Serialize = (data: unknown) => string;
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * Response serialisation compiled from each route's zod schema into fast-json-stringify (issue 16: zod's encode
 * followed by JSON.stringify was ~8% of a catalogue request's time in Node; the compiled function writes a page of
 * 20 items in about a quarter of the time). fast-json-stringify writes only the properties the schema declares, so
 * a field a route's object carries but its contract does not (an owner's e-mail, say) is still never sent.
 *
 * A schema that JSON Schema cannot express (transforms, codecs, dates…) keeps zod's serialiser. With `verify`
 * (every environment but production, so the whole API test suite runs it), each answer is also written by zod and
 * the two must parse to the same value, so a difference between them fails a test rather than reaching a user.
 * Compiling waits for a route's first answer: a test app that never calls a route pays nothing for it.
 */
export function createSerializerCompiler({ verify }: { verify: boolean }) {
  return (route: RouteSchema): Serialize => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    let compiled: Serialize | null | undefined;
    return (data) => {
      if (compiled === undefined) compiled = compileFast(route.schema);
      if (compiled === null) return viaZod(data);
      if (!verify) return fastOrZod(compiled, viaZod, data);
      // zod first: an answer its contract rejects fails exactly as it always did.
      const expected = viaZod(data);
      const written = fastOrZod(compiled, viaZod, data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `fast serialiser differs from zod for ${route.method} ${route.url} (${route.httpStatus}): ${written} ≠ ${expected}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify refuses a value no branch of a union accepts; zod then decides (it strips, or fails as before). */
function fastOrZod(fast: Serialize, viaZod: Serialize, data: unknown): string {
  try {
    return fast(data);
  } catch {
    return viaZod(data);
  }
}

/**
 * zod marks its objects `additionalProperties: false`; fast-json-stringify never writes undeclared properties anyway,
 * but it would also reject a union branch for carrying one (zod strips it), so the mark is dropped.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = withoutClosedObjects(value);
  }
  return out;
}

function compileFast(schema: unknown): Serialize | null {
  const zodSchema = schema instanceof $ZodType ? schema : null;
  if (!zodSchema) return null;
  try {
    const json = z.toJSONSchema(zodSchema, { io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
    return fastJson(withoutClosedObjects(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}
