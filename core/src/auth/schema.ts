import * as z from 'zod';
import { document, listDocument, resource, MessageDocument } from '../contract/jsonapi';
import { positiveId } from '../contract/query';
import { USER_ROLES } from '../users/constants';
import { API_TOKEN_MAX_TTL_DAYS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

const Email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const SignIn = z.object({
  email: Email,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type SignIn = z.infer<typeof SignIn>;

/** The signed-in user, as the spec's "data" call returns it. */
export const CurrentUser = resource(
  'users',
  z.object({
    email: z.string(),
    name: z.string().nullable(),
    userRole: z.enum(USER_ROLES),
    admin: z.boolean(),
  }),
);
export type CurrentUser = z.infer<typeof CurrentUser>;
/** The server's settings the console shows: the registration domains, the first the default. */
const ConsoleSettings = z.object({ registration_domains: z.array(z.string()).min(1) });
/** The signed-in user, with the settings in `meta` (absent from servers that predate them). */
export const CurrentUserDocument = document(CurrentUser).extend({ meta: ConsoleSettings.optional() });
export type CurrentUserDocument = z.infer<typeof CurrentUserDocument>;

export const ForgotPassword = z.object({ email: Email });
export const ResetPassword = z.object({
  token: z.string({ error: 'The reset link is incomplete' }).min(20, 'The reset link is incomplete').max(200),
  password: z
    .string({ error: 'Choose a new password' })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH),
});
export { MessageDocument };

export const ApiToken = resource(
  'api_tokens',
  z.object({
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string(),
    /** The token the request listing it is authenticated with (trackctl's own). */
    current: z.boolean(),
  }),
);
export type ApiToken = z.infer<typeof ApiToken>;
export const ApiTokenList = listDocument(ApiToken);
export const ApiTokenCreate = z.object({
  name: z.string().trim().min(1, 'Name the token').max(100),
  /**
   * Days until it expires; `API_TOKEN_TTL_DAYS` (90) when left out. A token created with another token
   * expires no later than that one.
   */
  expiresInDays: z
    .number({ error: 'Give the days as a whole number' })
    .int('Give the days as a whole number')
    .min(1, 'A token lives at least 1 day')
    .max(API_TOKEN_MAX_TTL_DAYS, `A token lives at most ${API_TOKEN_MAX_TTL_DAYS} days`)
    .optional(),
});
/** The created token; `meta.token` holds the secret, shown this once and stored only hashed. */
export const ApiTokenCreated = z.object({
  data: ApiToken,
  meta: z.object({ token: z.string() }),
});
export const ApiTokenParams = z.object({ id: positiveId });
