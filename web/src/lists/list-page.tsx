import type { ListDetail } from '@tracker/core/lists';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { ListComments } from './components/list-comments';
import { ListEmails } from './components/list-emails';
import { ListSettingsForm } from './components/list-settings-form';
import { listsHref } from './last-list-search';
import { LIST_STATE_LABELS, LIST_TYPE_LABELS } from './list-labels';
import { LIST_EMAIL_PARAMS, listEmailsQuery } from './list-list-params';
import { listQueries } from './queries';
import './list-screens.css';

/** What the list is at a glance: state, type, featured, how many emails, whose. */
function ListSummary({ list }: { list: ListDetail }) {
  const { state, type, featured, no_index, emails_count, user_email, admin } = list.attributes;
  const parts = [
    LIST_STATE_LABELS[state],
    LIST_TYPE_LABELS[type],
    featured ? 'Featured' : 'Not featured',
    ...(no_index ? ['No index'] : []),
    emails_count === 1 ? '1 email' : `${emails_count.toLocaleString('en-US')} emails`,
    ...(user_email ? [`by ${user_email}${admin ? ' (admin)' : ''}`] : []),
  ];
  return <p>{parts.join(' · ')}</p>;
}

/** /lists/{id}: the list's settings, its emails (added_at:desc by default, each removable) and its comments. */
export function ListPage({ params }: ScreenProps) {
  const id = params.list_id ?? '';
  const [emailParams, setEmailParams, hrefFor] = useSearchParamsState(LIST_EMAIL_PARAMS);
  const query = useMemo(() => listEmailsQuery(emailParams), [emailParams]);
  const options = listQueries.detail(id, query);
  const detail = useQuery(options);
  const settings = useRef<HTMLFormElement>(null);
  const commentForm = useRef<HTMLFormElement>(null);
  const list = detail.data?.data;
  const subjects = useMemo(
    () => new Map(detail.data?.included.map((email) => [email.attributes.guid, email.attributes.subject || '(no subject)'])),
    [detail.data],
  );
  useCommands(
    list
      ? [
          {
            id: 'list.edit',
            title: 'Edit list',
            group: 'List',
            shortcut: 'e',
            keywords: ['rename', 'settings', 'state', 'featured'],
            perform: () => settings.current?.querySelector('input')?.focus(),
          },
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

  const back = <BackLink href={listsHref()}>Lists</BackLink>;
  if (!detail.data || !list) return <DetailScreenFallback back={back} title="List" error={detail.error} />;

  return (
    <DetailLayout
      className="list-page"
      back={back}
      title={list.attributes.name}
      meta={
        <>
          <ListSummary list={list} />
          {list.attributes.description && <p>{list.attributes.description}</p>}
        </>
      }
      aside={
        <>
          <section className="panel" aria-labelledby="list-settings-title">
            <h2 id="list-settings-title">Settings</h2>
            <ListSettingsForm key={list.attributes.updated_at} list={list} detailKey={options.queryKey} formRef={settings} />
          </section>
          <div className="panel">
            <ListComments listId={id} comments={list.attributes.comments} subjects={subjects} formRef={commentForm} />
          </div>
        </>
      }
      asideLabel="List settings and comments"
    >
      <ListEmails
        listId={id}
        listName={list.attributes.name}
        emails={detail.data.included}
        meta={detail.data.meta}
        sort={query.sort ?? emailParams.sort}
        onSortChange={(sort) => setEmailParams({ sort })}
        hrefFor={(page) => hrefFor({ page })}
        isFetching={detail.isPlaceholderData}
      />
    </DetailLayout>
  );
}
