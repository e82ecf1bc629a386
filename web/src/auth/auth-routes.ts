import type { AreaRoute } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const SignInPage = lazyScreen(() => import('./sign-in-page'), 'SignInPage');
const ForgotPasswordPage = lazyScreen(() => import('./forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(() => import('./reset-password-page'), 'ResetPasswordPage');

/** The pages a signed-out visitor may see. */
export const authRoutes: readonly AreaRoute[] = [
  { path: '/signin', title: 'Sign in', public: true, screen: SignInPage },
  { path: '/forgot-password', title: 'Forgot password', public: true, screen: ForgotPasswordPage },
  { path: '/reset-password', title: 'Reset password', public: true, screen: ResetPasswordPage },
];
