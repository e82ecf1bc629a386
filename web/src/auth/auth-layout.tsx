import type { ReactNode } from 'react';
import './auth-layout.css';

/** The narrow, centred frame of the sign-in and password pages. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-layout">
      <div className="auth-card">
        <p className="auth-brand">Tracker console</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
