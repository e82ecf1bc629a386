import { isStuck } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../../api/error-message';
import { useCommands } from '../../ui/commands/commands-context';
import { DetailLayout } from '../../ui/detail-layout';
import { DetailScreenFallback } from '../../ui/detail-screen-fallback';
import { RecentTime } from '../../ui/recent-time';
import { useNow } from '../../ui/use-now';
import { useReprocess, useUpdateEmail } from '../mutations';
import { emailQueries } from '../queries';
import { AddToListForm } from './add-to-list-form';
import { ClassificationsEditor } from './classifications-editor';
import { ConfirmationLink } from './confirmation-link';
import { EmailAuthenticationFacts } from './email-authentication';
import { EmailPlatformFacts } from './email-platform';
import { RawEmailView } from './raw-email-view';
import '../email-screens.css';

type Props = {
  guid: string;
  /** The way back to where the email was opened from, e.g. a BackLink to the emails list. */
  back: ReactNode;
  /** What the screen adds about the email, shown under its flags (a list's comments on it, say). */
  children?: ReactNode;
};

/** An email's detail, with its commands: headers, flags, classifications, lists, reprocess, and the raw view. */
export function EmailDetail({ guid, back, children }: Props) {
  const email = useQuery(emailQueries.detail(guid));
  const now = useNow();
  const update = useUpdateEmail(guid);
  const reprocess = useReprocess(guid);
  const listFinder = useRef<HTMLInputElement>(null);
  const attributes = email.data?.data.attributes;
  useCommands(
    attributes
      ? [
          {
            id: 'email.private',
            title: attributes.private ? 'Make public' : 'Make private',
            group: 'Email',
            shortcut: 'p',
            perform: () => update.mutate({ private: !attributes.private }),
          },
          {
            id: 'email.visible',
            title: attributes.visible ? 'Hide email' : 'Show email',
            group: 'Email',
            shortcut: 'v',
            perform: () => update.mutate({ visible: !attributes.visible }),
          },
          { id: 'email.reprocess', title: 'Reprocess email', group: 'Email', perform: () => reprocess.mutate() },
          { id: 'email.add-to-list', title: 'Add to list', group: 'Email', shortcut: 'l', perform: () => listFinder.current?.focus() },
        ]
      : [],
  );

  if (!email.data || !attributes) {
    return <DetailScreenFallback back={back} title="Email" error={email.error} />;
  }
  const stuck = isStuck(attributes, now);

  return (
    <DetailLayout
      className="email-page"
      back={back}
      title={attributes.subject || '(no subject)'}
      meta={
        <dl className="email-headers">
          <dt>From</dt>
          <dd>
            {attributes.from_name} {attributes.from_address ? <span className="muted">&lt;{attributes.from_address}&gt;</span> : null}
          </dd>
          <dt>Sent</dt>
          <dd>
            <RecentTime value={attributes.sent_at} now={now} />
          </dd>
          <dt>Platform</dt>
          <dd>
            <EmailPlatformFacts platform={attributes.platform} />
          </dd>
          <dt>Processed</dt>
          <dd>{attributes.processed ? 'Yes' : stuck ? 'No: stuck for more than 12 hours, reprocess it' : 'Not yet'}</dd>
        </dl>
      }
      actions={
        <div className="email-actions">
          <label>
            <input type="checkbox" checked={attributes.private} onChange={() => update.mutate({ private: !attributes.private })} /> Private
          </label>
          <label>
            <input type="checkbox" checked={attributes.visible} onChange={() => update.mutate({ visible: !attributes.visible })} /> Visible
          </label>
          <button type="button" onClick={() => reprocess.mutate()} disabled={reprocess.isPending}>
            {reprocess.isPending ? 'Reprocessing…' : 'Reprocess'}
          </button>
        </div>
      }
      aside={
        <>
          {children}
          <section className="panel" aria-labelledby="email-lists-title">
            <h2 id="email-lists-title">Lists</h2>
            <ul>
              {attributes.lists.map((list) => (
                <li key={list.id}>
                  <Link href={`/lists/${list.id}`}>{list.name}</Link>
                  {list.admin ? <span className="chip">admin</span> : null}
                </li>
              ))}
            </ul>
            <AddToListForm guid={guid} findRef={listFinder} />
          </section>
        </>
      }
      asideLabel="Lists of this email"
    >
      {update.isError ? <p role="alert">{errorMessage(update.error)}</p> : null}
      {reprocess.isError ? <p role="alert">{errorMessage(reprocess.error)}</p> : null}
      {attributes.confirmation_url ? <ConfirmationLink url={attributes.confirmation_url} /> : null}
      <ClassificationsEditor guid={guid} classifications={attributes.classifications} suggestions={attributes.suggestions} />
      <RawEmailView
        url={attributes.rendered_url}
        headerFacts={<EmailAuthenticationFacts authentication={attributes.authentication} unsubscribe={attributes.unsubscribe} />}
      />
    </DetailLayout>
  );
}
