import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, toResponseJsonSchema } from '../../src/lib/response-serializer.ts';

/** Responses written from the domain's zod schemas (src/lib/response-serializer.ts). */
const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

describe('the response serializer', () => {
  it('writes a nullable scalar as a type with null', () => {
    expect(toResponseJsonSchema(z.object({ note: z.string().nullable() }))).toMatchObject({
      properties: { note: { type: ['string', 'null'] } },
    });
  });

  it('keeps null among the values of a nullable enum or constant, so a union branch holding null is chosen', () => {
    const schema = z.array(
      z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('mark'),
          reason: z.enum(['ill', 'away']).nullable(),
          only: z.literal('x').nullable(),
        }),
        z.object({ kind: z.literal('close') }),
      ]),
    );
    expect(toResponseJsonSchema(schema)).toMatchObject({
      items: { oneOf: [{ properties: { reason: { enum: ['ill', 'away', null] }, only: { enum: ['x', null] } } }, {}] },
    });
    const rows = [
      { kind: 'mark', reason: null, only: null },
      { kind: 'mark', reason: 'ill', only: 'x' },
      { kind: 'close' },
    ];
    expect(JSON.parse(serializerOf(schema)(rows))).toEqual(rows);
  });
});
