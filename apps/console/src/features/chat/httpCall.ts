import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../app/apiError';
import type { HttpMeta, HttpRequest } from '../../app/baseQuery';
import { badAnswer, dataOf } from './chatRows';

export type Answer<T> = QueryReturnValue<T, ApiError, HttpMeta | undefined>;
export type BaseCall = (
  args: HttpRequest | string,
) => PromiseLike<Answer<unknown>> | Answer<unknown>;

/** One HTTP call whose answer is parsed with a domain schema; a bad answer is an error. */
export async function call<T>(
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
