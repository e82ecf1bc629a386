import type { ListComment } from '@tracker/core/lists';
import { useRef, useState, type Ref } from 'react';
import { Link } from 'wouter';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { RecentTime } from '../../ui/recent-time';
import { TextAreaField } from '../../ui/text-area-field';
import { useFocusAfterRemoval } from '../../ui/use-focus-after-removal';
import { useNow } from '../../ui/use-now';
import { listEmailHref } from '../list-email-href';
import { useAddListComment, useDeleteListComment } from '../mutations';

type Props = {
  listId: string;
  comments: readonly ListComment[];
  /** One email of the list: only the comments about it are shown, and new ones are about it. */
  guid?: string;
  /** Subjects of the list's emails by guid, to name the email a comment is about. */
  subjects?: ReadonlyMap<string, string>;
  /** The form, whose field 'Add a comment' focuses. */
  formRef?: Ref<HTMLFormElement>;
};

/** The start of a comment, to tell it apart in a button's name. */
const excerpt = (body: string) => (body.length > 40 ? `${body.slice(0, 40)}…` : body);

/** A list's comments, oldest first: each removable after confirming (spec section 5), and a form to add one. */
export function ListComments({ listId, comments, guid, subjects, formRef }: Props) {
  const now = useNow();
  const add = useAddListComment(listId);
  const remove = useDeleteListComment(listId);
  const [text, setText] = useState('');
  const [removing, setRemoving] = useState<ListComment | null>(null);
  const shown = guid === undefined ? comments : comments.filter((comment) => comment.email_guid === guid);
  const section = useRef<HTMLElement>(null);
  const field = () => section.current?.querySelector<HTMLElement>('textarea');
  const afterRemoval = useFocusAfterRemoval(
    shown.map((comment) => comment.id),
    section,
    'ul[aria-label="Comments"] button',
    field,
    removing !== null,
  );
  const bodyError = fieldErrors(add.error).body ?? (add.isError ? errorMessage(add.error) : undefined);

  return (
    <section ref={section} className="list-comments" aria-labelledby="list-comments-title">
      <h2 id="list-comments-title">{guid === undefined ? 'Comments' : 'Comments on this email'}</h2>
      {shown.length === 0 ? (
        <p className="muted">No comment yet.</p>
      ) : (
        <ul aria-label="Comments">
          {shown.map((comment) => (
            <li key={comment.id}>
              <p className="list-comment-body">{comment.body}</p>
              <p className="muted">
                {comment.user_email ?? 'Someone'} · <RecentTime value={comment.created_at} now={now} />
                {guid === undefined && comment.email_guid && (
                  <>
                    {' · about '}
                    <Link href={listEmailHref(listId, comment.email_guid)}>{subjects?.get(comment.email_guid) ?? comment.email_guid}</Link>
                  </>
                )}
              </p>
              <button type="button" aria-label={`Remove the comment “${excerpt(comment.body)}”`} onClick={() => setRemoving(comment)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        ref={formRef}
        aria-label="Add a comment"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          add.mutate(
            { body: text.trim(), ...(guid !== undefined && { guid }) },
            {
              onSuccess: () => {
                setText('');
                // The Add button is disabled once the field is empty: keep focus in the field, for the next comment.
                field()?.focus();
              },
            },
          );
        }}
      >
        <TextAreaField
          label={guid === undefined ? 'Comment on this list' : 'Comment on this email'}
          rows={2}
          value={text}
          error={bodyError}
          onChange={(event) => {
            add.reset();
            setText(event.target.value);
          }}
        />
        <div className="form-actions">
          <button type="submit" disabled={!text.trim() || add.isPending}>
            Add comment
          </button>
        </div>
      </form>
      {removing && (
        <ConfirmDialog
          title="Remove comment"
          message={`Remove this comment from the list? “${excerpt(removing.body)}”`}
          confirmLabel="Remove comment"
          onConfirm={async () => {
            await remove.mutateAsync(removing.id);
            afterRemoval(removing.id);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
