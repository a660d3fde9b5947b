import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../app/apiError';
import type { HttpMeta, HttpRequest } from '../../app/baseQuery';
import { badAnswer, dataOf } from './chatRows';

export type Answer<T> = QueryReturnValue<T, ApiError, HttpMeta | undefined>;
export type BaseCall = (
  args: HttpRequest | string,
) => PromiseLike<Answer<unknown>> | Answer<unknown>;

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
