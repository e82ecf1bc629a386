import type { Address } from '@tracker/core/addresses';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../ui/format-date';
import { AddressForm } from './address-form';
import '../registration-screens.css';

type Props = {
  address: Address;
  /** The screen holds this, so its 'Edit address' command can open the form. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Link the email address to the address's own screen (not on that screen itself). */
  linkToAddress?: boolean;
  sectionRef?: Ref<HTMLElement>;
};

/** The address's own data, and the form that edits it in its place; focus comes back to 'Edit address' when the form closes. */
export function AddressEditor({ address, editing, onEditingChange, linkToAddress = false, sectionRef }: Props) {
  const a = address.attributes;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <section ref={sectionRef} className="panel" aria-labelledby={`address-title-${address.id}`}>
      <div className="panel-header">
        <h2 id={`address-title-${address.id}`}>Address</h2>
        {editing ? null : (
          <button ref={editButton} type="button" onClick={() => onEditingChange(true)}>
            Edit address
          </button>
        )}
      </div>
      {editing ? (
        <AddressForm address={address} onDone={() => onEditingChange(false)} />
      ) : (
        <>
          <p>{linkToAddress ? <Link href={`/addresses/${address.id}`}>{a.email_address}</Link> : a.email_address}</p>
          <p>
            {JOURNEY_TYPE_LABELS[a.journey_type]} · {a.description ?? <span className="muted">no description</span>}
          </p>
          <p data-testid="address-flags">
            {a.visible ? 'Visible' : 'Hidden'} · {a.private ? 'Private' : 'Public'} · first activity{' '}
            {a.firstActivityAt ? <time dateTime={a.firstActivityAt}>{formatDateTime(a.firstActivityAt)}</time> : 'not yet'}
          </p>
        </>
      )}
    </section>
  );
}
