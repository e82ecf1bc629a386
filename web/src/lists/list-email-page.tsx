import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../api/error-message';
import { EmailDetail, emailQueries } from '../emails';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { ListComments } from './components/list-comments';
import { RemoveEmailDialog } from './components/remove-email-dialog';
import { LIST_EMAIL_PARAMS, listEmailsQuery } from './list-list-params';
import { listQueries } from './queries';
import './list-screens.css';

// The list's first page of emails, as its screen opens: coming from there, the list is in the cache.
const FIRST_PAGE = listEmailsQuery(LIST_EMAIL_PARAMS);

/** /lists/{id}/emails/{guid}: the email's detail within the list, with the list's comments on it and a way out of the list. */
export function ListEmailPage({ params }: ScreenProps) {
  const listId = params.list_id ?? '';
  const guid = params.guid ?? '';
  const [, navigate] = useLocation();
  const detail = useQuery(listQueries.detail(listId, FIRST_PAGE));
  const email = useQuery(emailQueries.detail(guid));
  const [removing, setRemoving] = useState(false);
  const commentForm = useRef<HTMLFormElement>(null);
  const list = detail.data?.data;
  const listHref = `/lists/${listId}`;
  useCommands(
    list
      ? [
          { id: 'list-email.remove', title: 'Remove email from list', group: 'List', shortcut: 'Delete', perform: () => setRemoving(true) },
          {
            id: 'list.add-comment',
            title: 'Add a comment',
            group: 'List',
            shortcut: 'c',
            keywords: ['note'],
            perform: () => commentForm.current?.querySelector('textarea')?.focus(),
          },
        ]
      : [],
  );

  return (
    <EmailDetail guid={guid} back={<BackLink href={listHref}>{list?.attributes.name ?? 'List'}</BackLink>}>
      {list && (
        <section className="panel list-email-panel" aria-labelledby="list-email-title">
          <h2 id="list-email-title">In the list {list.attributes.name}</h2>
          <div className="form-actions">
            <button type="button" onClick={() => setRemoving(true)}>
              Remove from list
            </button>
          </div>
          <ListComments listId={listId} guid={guid} comments={list.attributes.comments} formRef={commentForm} />
        </section>
      )}
      {detail.isError && (
        <p className="alert" role="alert">
          {errorMessage(detail.error)}
        </p>
      )}
      {removing && list && (
        <RemoveEmailDialog
          listId={listId}
          listName={list.attributes.name}
          guid={guid}
          subject={email.data?.data.attributes.subject || '(no subject)'}
          onClose={() => setRemoving(false)}
          onRemoved={() => navigate(listHref)}
        />
      )}
    </EmailDetail>
  );
}
