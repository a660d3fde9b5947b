import { describe, expectTypeOf, it } from 'vitest';
import type { ApiPath } from './api-paths.js';

/**
 * What `ApiPath` lets through is checked by the type check (`npm run typecheck` type-checks this
 * file): the calls the CLI makes, with their parameters filled, and nothing the document lacks.
 */
describe('ApiPath: the calls of the OpenAPI document', () => {
  it('takes a path of the document for its method, parameters filled by any text', () => {
    expectTypeOf<'/users'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<`/users/${string}/disable`>().toExtend<ApiPath<'POST'>>();
    expectTypeOf<'/audit'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/service/tenants'>().toExtend<ApiPath<'POST'>>();
  });

  it('refuses a path the document lacks, or one with another method', () => {
    expectTypeOf<'/userz'>().not.toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/auth/me'>().not.toExtend<ApiPath<'DELETE'>>();
    expectTypeOf<`/users/${string}/delete`>().not.toExtend<ApiPath<'POST'>>();
  });
});
