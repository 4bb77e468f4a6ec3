// The answers every module shares: one "done" with a message, one error (with field errors for a form), and the 4xx
// set a booking call declares. Every route's own answers are in the module of its feature.
import { z } from 'zod';

/** A call that did what was asked and says so. */
export const SuccessSchema = z.object({ success: z.literal(true), message: z.string() });
export type Success = z.infer<typeof SuccessSchema>;

/** Every 4xx and 5xx: the message to show and, for a form, the message per field. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** A 5xx: the id of its log line, which the person may quote to the garage; nothing of the error itself. */
  errorId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The 4xx answers a booking call declares: a bad request, not yours, not found, conflict. */
export const BOOKING_ERROR_RESPONSES = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
} as const;
