import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Answers are written from the contracts' schemas (decision 066): zod derives a JSON Schema once,
 * fast-json-stringify compiles it (what Fastify does with a JSON Schema of its own), so a field
 * that is not in the contract never leaves the server. The same compiled function serves Fastify,
 * the fast lane and the cached public bodies, so they cannot disagree.
 */

/**
 * The JSON Schema of an answer, every part inline (draft 7, what fast-json-stringify reads). The
 * OpenAPI document derives its own from the same zod schema, with named components.
 */
const answerJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any', metadata: z.registry() });

const compiled = new WeakMap<z.ZodType, (value: unknown) => string>();

/** The compiled writer of an answer schema, made once per schema. */
export function answerSerializer(schema: z.ZodType): (value: unknown) => string {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const { $schema: _ignored, ...jsonSchema } = answerJsonSchema(schema) as Record<string, unknown>;
    serialize = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as (value: unknown) => string;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** An answer that does not match its contract (checked outside production). */
export class AnswerContractError extends Error {
  constructor(url: string, status: number, issues: z.core.$ZodIssue[]) {
    super(`${url} answered ${status} outside its contract: ${JSON.stringify(issues.slice(0, 3))}`);
  }
}

/**
 * Fastify's serializer compiler for contract answers. With `checkAnswers` (tests, development)
 * every answer is first parsed by its zod schema, so a handler that strays from its contract fails
 * loudly instead of losing a field silently.
 */
export function contractSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, url, httpStatus }) => {
    const serialize = answerSerializer(schema);
    if (!checkAnswers) return serialize;
    return (value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new AnswerContractError(url, Number(httpStatus), result.error.issues);
      return serialize(value);
    };
  };
}
