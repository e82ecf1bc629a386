import { authEndpoints, PASSWORD_MIN_LENGTH, ResetPassword } from '@tracker/core/auth';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { api } from '../api/client';
import { errorMessage, fieldErrors, type FieldErrors } from '../api/error-message';
import { TextField } from '../ui/text-field';
import { AuthLayout } from './auth-layout';
import { issueErrors } from './issue-errors';
import type { SignInNotice } from './sign-in-page';

type ResetBody = { token: string; password: string };

export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [invalid, setInvalid] = useState<FieldErrors>({});

  const reset = useMutation({
    mutationFn: (body: ResetBody) => api.request(authEndpoints.resetPassword, { body }),
    onSuccess: (answer) => {
      const state: SignInNotice = { notice: answer.meta.message };
      navigate('/signin', { replace: true, state });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const parsed = ResetPassword.safeParse({ token, password });
    const errors = parsed.success ? {} : issueErrors(parsed.error.issues);
    if (!errors.password && password !== form.get('confirmation')) errors.confirmation = 'The passwords do not match';
    reset.reset();
    setInvalid(errors);
    if (parsed.success && !errors.confirmation) reset.mutate(parsed.data);
  }

  if (!token) {
    return (
      <AuthLayout title="Reset password">
        <p className="alert" role="alert">
          This reset link is incomplete. Open the link from the email again, or ask for a new one.
        </p>
        <p className="auth-links">
          <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthLayout>
    );
  }

  const errors = { ...fieldErrors(reset.error), ...invalid };
  // A bad or expired token is not something the user can fix in this form.
  const problem = errors.token ?? (reset.error && !errors.password ? errorMessage(reset.error) : undefined);
  return (
    <AuthLayout title="Reset password">
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password}
        />
        <TextField label="Repeat password" name="confirmation" type="password" autoComplete="new-password" error={errors.confirmation} />
        <button type="submit" className="primary" disabled={reset.isPending}>
          Set new password
        </button>
      </form>
      <p className="auth-links">
        <Link href="/forgot-password">Ask for a new link</Link>
      </p>
    </AuthLayout>
  );
}
