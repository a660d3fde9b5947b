import type { HttpRequest } from './baseQuery';
import { badAnswer, type Answer, type BaseCall } from './httpCall';

/**
 * API calls whose answers are checked with the domain's schemas (used by every feature); the
 * calls that parse their answers with a function of their own, and what both share, are in
 * `httpCall`.
 */

/** What `schemaCall` needs of a domain schema. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** `{ data: … }` of an answer, checked with `schema`. */
export function inData<T>(schema: Schema<T>): Schema<T> {
  return {
    safeParse: (value) =>
      typeof value === 'object' && value !== null && 'data' in value
        ? schema.safeParse(value.data)
        : { success: false },
  };
}

/**
 * A `queryFn` of one call whose whole answer is checked with a domain schema; an answer that does
 * not match is an error (`what` names it), so a page never renders a half-understood answer.
 */
export const schemaCall =
  <Arg, T>(request: (arg: Arg) => HttpRequest | string, schema: Schema<T>, what: string) =>
  async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseCall): Promise<Answer<T>> => {
    const result = await baseQuery(request(arg));
    if (result.error) return { error: result.error, meta: result.meta };
    const parsed = schema.safeParse(result.data);
    return parsed.success
      ? { data: parsed.data, meta: result.meta }
      : { error: badAnswer(what), meta: result.meta };
  };
