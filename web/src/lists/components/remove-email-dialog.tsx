import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRemoveListEmail } from '../mutations';

type Props = {
  listId: string;
  listName: string;
  guid: string;
  subject: string;
  onClose: () => void;
  /** After the email left the list, e.g. to leave its screen within the list. */
  onRemoved?: () => void;
};

/** Asks before an email leaves a list (spec section 5), then removes it. */
export function RemoveEmailDialog({ listId, listName, guid, subject, onClose, onRemoved }: Props) {
  const remove = useRemoveListEmail(listId);
  return (
    <ConfirmDialog
      title="Remove email from list"
      message={`Remove “${subject}” from the list ${listName}?`}
      confirmLabel="Remove email"
      onConfirm={() => remove.mutateAsync(guid).then(() => onRemoved?.())}
      onClose={onClose}
    />
  );
}
