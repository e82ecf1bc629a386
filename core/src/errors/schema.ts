import * as z from 'zod';
import { ERROR_CODES } from './error-codes';

export const ErrorObject = z.object({
  status: z.string(),
  code: z.enum(ERROR_CODES),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
});
export type ErrorObject = z.infer<typeof ErrorObject>;

export const ErrorDocument = z.object({
  errors: z.array(ErrorObject).min(1),
  meta: z.object({ requestId: z.string().optional() }).optional(),
});
export type ErrorDocument = z.infer<typeof ErrorDocument>;
