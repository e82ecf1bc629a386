// What the shell uses of the account pages: their routes, and the session behind every other screen.
export { AdminsOnlyPage } from './admins-only-page';
export { AuthLayout } from './auth-layout';
export { authRoutes } from './auth-routes';
export { currentUserQuery } from './queries';
export { useRegistrationDomains } from './use-registration-domains';
export { useSignOut } from './use-sign-out';
/** The API tokens dialog of the user menu, loaded when first opened. */
export const loadApiTokensDialog = () => import('./api-tokens-dialog');
