import { authEndpoints, INVALID_CREDENTIALS_MESSAGE, SignIn } from '@tracker/core/auth';
import { ApiError } from '@tracker/core/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { api } from '../api/client';
import { errorMessage, fieldErrors, type FieldErrors } from '../api/error-message';
import { TextField } from '../ui/text-field';
import { AuthLayout } from './auth-layout';
import { issueErrors } from './issue-errors';
import { currentUserQuery } from './queries';
import { safeRedirect } from './safe-redirect';

/** What another page may leave in the history entry for the sign-in page to show. */
export type SignInNotice = { notice?: string } | null;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return error.errors[0]?.detail ?? INVALID_CREDENTIALS_MESSAGE;
  if (error instanceof ApiError && error.status === 422) return 'Check the fields below.';
  return errorMessage(error);
}

export function SignInPage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const notice = useHistoryState<SignInNotice>()?.notice;
  const [invalid, setInvalid] = useState<FieldErrors>({});

  const signIn = useMutation({
    mutationFn: (body: SignIn) => api.request(authEndpoints.signIn, { body }),
    onSuccess: (user) => {
      // Nothing cached for whoever used this tab before may leak into the new session.
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      navigate(safeRedirect(redirect), { replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = SignIn.safeParse({ email: form.get('email') ?? '', password: form.get('password') ?? '' });
    signIn.reset();
    setInvalid(parsed.success ? {} : issueErrors(parsed.error.issues));
    if (parsed.success) signIn.mutate(parsed.data);
  }

  const errors = { ...fieldErrors(signIn.error), ...invalid };
  return (
    <AuthLayout title="Sign in">
      {notice && !signIn.error && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {signIn.error && (
        <p className="alert" role="alert">
          {failureMessage(signIn.error)}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="username" autoFocus error={errors.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
        <button type="submit" className="primary" disabled={signIn.isPending}>
          Sign in
        </button>
      </form>
      <p className="auth-links">
        <Link href="/forgot-password">Forgot password?</Link>
      </p>
    </AuthLayout>
  );
}
