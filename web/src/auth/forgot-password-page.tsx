import { authEndpoints, ForgotPassword, PASSWORD_RESET_TTL_MINUTES } from '@tracker/core/auth';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { api } from '../api/client';
import { errorMessage, fieldErrors, type FieldErrors } from '../api/error-message';
import { TextField } from '../ui/text-field';
import { AuthLayout } from './auth-layout';
import { issueErrors } from './issue-errors';

export function ForgotPasswordPage() {
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const request = useMutation({
    mutationFn: (body: { email: string }) => api.request(authEndpoints.forgotPassword, { body }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ForgotPassword.safeParse({ email: new FormData(event.currentTarget).get('email') ?? '' });
    request.reset();
    setInvalid(parsed.success ? {} : issueErrors(parsed.error.issues));
    if (parsed.success) request.mutate(parsed.data);
  }

  if (request.isSuccess) {
    // The same words whether or not the address has an account, so the page reveals nothing.
    return (
      <AuthLayout title="Forgot password">
        <p className="notice" role="status">
          If an account exists for that address, we have sent it a link to set a new password. The link works for{' '}
          {PASSWORD_RESET_TTL_MINUTES} minutes.
        </p>
        <p className="auth-links">
          <Link href="/signin">Back to sign in</Link>
        </p>
      </AuthLayout>
    );
  }

  const errors = { ...fieldErrors(request.error), ...invalid };
  return (
    <AuthLayout title="Forgot password">
      <p className="muted">Enter your email address and we will send you a link to set a new password.</p>
      {request.error && !errors.email && (
        <p className="alert" role="alert">
          {errorMessage(request.error)}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="username" autoFocus error={errors.email} />
        <button type="submit" className="primary" disabled={request.isPending}>
          Send reset link
        </button>
      </form>
      <p className="auth-links">
        <Link href="/signin">Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
