import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify handles `anyOf` by validating every value against each branch; a nullable
 * scalar is better described as `type: [T, 'null']`, which it writes directly. A nullable enum or
 * constant keeps null among its values, or a value inside a union's branch (`oneOf`, validated)
 * would be refused for its null.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, simplifyNullable(value)] as const);
  const schema: JsonSchema = Object.fromEntries(entries);
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => (branch as JsonSchema).type === 'null');
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (
      nullIndex !== -1 &&
      other &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array'
    ) {
      const { anyOf: _dropped, ...rest } = schema;
      const { const: constant, ...scalar } = other;
      const values = Array.isArray(scalar.enum) ? scalar.enum : constant !== undefined ? [constant] : null;
      return { ...rest, ...scalar, type: [other.type, 'null'], ...(values ? { enum: [...values, null] } : {}) };
    }
  }
  return schema;
}

export function toResponseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return simplifyNullable(json) as JsonSchema;
}

/**
 * Responses are described with the domain's zod schemas (types and OpenAPI) and written by
 * fast-json-stringify compiled from them: fast on 2,000-row lists, and only declared fields leave.
 * Each is compiled on its route's first reply, not at start-up: compiling every route's serializers up
 * front took more than a second of each start, mostly for routes a start never answers.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= fastJson(toResponseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
    return serialize(data);
  };
};
