import { z } from 'zod';

/** The body of every error response, for the OpenAPI document. */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

/** An OpenAPI JSON body or response of a schema. */
export const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
});

/** The error answers every authenticated call can give; `forbidden` says why a 403 happens. */
export function authedErrors(forbidden: string) {
  return {
    400: { ...json(ErrorResponse), description: 'Bad input; the message names the field.' },
    401: { ...json(ErrorResponse), description: 'No valid token.' },
    403: { ...json(ErrorResponse), description: forbidden },
  };
}
