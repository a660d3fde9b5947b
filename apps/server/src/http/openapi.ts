import { z } from 'zod';

/** The body of every error response, for the OpenAPI document. */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
