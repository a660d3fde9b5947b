import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { CONSOLE_MESSAGES } from '@switchboard/domain';
import { CLIENT_ERROR_CODES, type ApiError } from './apiError';
import type { HttpMeta, HttpRequest } from './baseQuery';

/**
 * API calls whose answers are checked by a parse function (`null` for a bad answer) rather than a
 * schema (`schemaCall`): the chat and statistics calls, whose rows need more than a schema.
 */

export type Answer<T> = QueryReturnValue<T, ApiError, HttpMeta | undefined>;
export type BaseCall = (
  args: HttpRequest | string,
) => PromiseLike<Answer<unknown>> | Answer<unknown>;

/** An answer that did not match what the call expects (`what` names it). */
export function badAnswer(what: string): ApiError {
  return {
    status: 0,
    code: CLIENT_ERROR_CODES.badAnswer,
    message: CONSOLE_MESSAGES.unexpectedAnswer(what),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `{ data: … }` of an answer, parsed; null when it is missing or invalid. */
function dataOf<T>(answer: unknown, parse: (value: unknown) => T | null): T | null {
  return isRecord(answer) && 'data' in answer ? parse(answer.data) : null;
}

/** One HTTP call whose answer is parsed with a domain schema; a bad answer is an error. */
async function call<T>(
  baseQuery: BaseCall,
  request: HttpRequest | string,
  parse: (answer: unknown) => T | null,
  what: string,
): Promise<Answer<T>> {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error, meta: result.meta };
  const data = parse(result.data);
  return data === null
    ? { error: badAnswer(what), meta: result.meta }
    : { data, meta: result.meta };
}

/** `{data: …}` of the answer, parsed with `parse`. */
export const inData =
  <T>(parse: (value: unknown) => T | null) =>
  (answer: unknown) =>
    dataOf(answer, parse);

/**
 * A `queryFn` of one call: the request made from the endpoint's argument, the answer parsed with
 * `parse` (`what` names it in the error of a bad answer).
 */
export const callWith =
  <Arg, T>(
    request: (arg: Arg) => HttpRequest | string,
    parse: (answer: unknown) => T | null,
    what: string,
  ) =>
  (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseCall): Promise<Answer<T>> =>
    call(baseQuery, request(arg), parse, what);
