import type { RenderedEmail } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useCommands } from '../../ui/commands/commands-context';
import { emailQueries } from '../queries';

const VIEWS = [
  { id: 'html', label: 'HTML', key: 'h' },
  { id: 'text', label: 'Text', key: 't' },
  { id: 'headers', label: 'Headers', key: 'r' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/**
 * The policy the email's document runs under: nothing may load but images embedded in the email
 * itself (its inline images, stored with it) and styles written inline; no scripts, frames, forms,
 * fonts or connections. With the sandbox (no allow-scripts, no allow-same-origin, no allow-forms)
 * a hostile email runs nothing, submits nothing and loads nothing, so no tracking pixel fires.
 */
export const RAW_EMAIL_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'";

/** The email's HTML as the sandboxed frame's document, its policy first so it governs everything after it. */
export function sandboxedDocument(html: string): string {
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${RAW_EMAIL_CSP}"><base target="_blank"></head><body>${html}</body></html>`;
}

function Html({ email }: { email: RenderedEmail }) {
  if (!email.html) return <p className="muted">No content in this email!</p>;
  return (
    <iframe
      className="raw-email-frame"
      title="Email HTML"
      sandbox=""
      referrerPolicy="no-referrer"
      // The policy is also sent as the frame's own CSP where the browser supports it.
      {...{ csp: RAW_EMAIL_CSP }}
      srcDoc={sandboxedDocument(email.html)}
    />
  );
}

function Text({ email }: { email: RenderedEmail }) {
  if (!email.text) return <p className="muted">No content in this email!</p>;
  return <pre className="raw-email-text">{email.text}</pre>;
}

function Headers({ email }: { email: RenderedEmail }) {
  return (
    <dl className="raw-email-headers">
      {email.headers.map((header, i) => (
        <div key={`${header.key}-${i}`}>
          <dt>{header.key}</dt>
          <dd>{header.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The raw email from the asset store: its HTML in a sandboxed frame, its text, or its headers (keys
 * h, t, r), the headers view opening with `headerFacts` (what was checked at arrival).
 */
export function RawEmailView({ url, headerFacts }: { url: string | null; headerFacts?: ReactNode }) {
  const [view, setView] = useState<View>('html');
  const rendered = useQuery({ ...emailQueries.rendered(url ?? ''), enabled: url !== null });
  useCommands(
    VIEWS.map((v) => ({
      id: `email.raw.${v.id}`,
      title: `Show the email's ${v.label}`,
      group: 'Email',
      shortcut: v.key,
      perform: () => setView(v.id),
    })),
  );

  return (
    <section className="raw-email" aria-label="Raw email">
      <div role="tablist" aria-label="Raw email view">
        {VIEWS.map((v) => (
          <button key={v.id} type="button" role="tab" aria-selected={view === v.id} onClick={() => setView(v.id)}>
            {v.label}
          </button>
        ))}
      </div>
      {view === 'headers' ? headerFacts : null}
      {url === null ? (
        <p className="muted">No content in this email!</p>
      ) : rendered.isError ? (
        <p role="alert">Could not load {url}</p>
      ) : !rendered.data ? (
        <p className="muted">Loading…</p>
      ) : view === 'html' ? (
        <Html email={rendered.data} />
      ) : view === 'text' ? (
        <Text email={rendered.data} />
      ) : (
        <Headers email={rendered.data} />
      )}
    </section>
  );
}
