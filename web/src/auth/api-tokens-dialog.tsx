import type { ApiToken } from '@tracker/core/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { formatDateTime, formatDay } from '../ui/format-date';
import { ModalDialog } from '../ui/modal-dialog';
import { apiTokensQuery } from './queries';
import { useRevokeApiToken } from './use-revoke-api-token';
import './api-tokens-dialog.css';

/**
 * The signed-in user's API tokens (trackctl's, named for their machine, and scripts'): when each was
 * made, last used and expires, and a way to revoke one, confirmed first. Opened from the user menu
 * or the palette's 'API tokens'.
 */
export function ApiTokensDialog({ onClose }: { onClose: () => void }) {
  const tokens = useQuery(apiTokensQuery);
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <ModalDialog label="API tokens" onClose={onClose} className="api-tokens-dialog">
      <h2>API tokens</h2>
      <p className="api-tokens-hint">
        Tokens let trackctl and scripts act as you. <code>trackctl login</code> makes one named for its machine; each expires after 90 days
        unless made for longer.
      </p>
      {tokens.isPending && <p>Loading tokens…</p>}
      {tokens.isError && <p role="alert">Could not load your tokens: {errorMessage(tokens.error)}</p>}
      {tokens.data && tokens.data.data.length === 0 && <p>You have no API tokens.</p>}
      {tokens.data && tokens.data.data.length > 0 && (
        <table className="api-tokens-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.data.map((token) => (
              <TokenRow
                key={token.id}
                token={token}
                confirming={confirming === token.id}
                busy={revoke.isPending && revoke.variables === token.id}
                onAsk={() => setConfirming(token.id)}
                onCancel={() => setConfirming(null)}
                onRevoke={() => revoke.mutate(token.id, { onSettled: () => setConfirming(null) })}
              />
            ))}
          </tbody>
        </table>
      )}
      <div className="modal-actions">
        <button type="button" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

type RowProps = {
  token: ApiToken;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onRevoke: () => void;
};

function TokenRow({ token, confirming, busy, onAsk, onCancel, onRevoke }: RowProps) {
  const { name, createdAt, lastUsedAt, expiresAt } = token.attributes;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td title={formatDateTime(createdAt)}>{formatDay(createdAt)}</td>
      <td title={lastUsedAt ? formatDateTime(lastUsedAt) : undefined}>{lastUsedAt ? formatDay(lastUsedAt) : 'never'}</td>
      <td title={formatDateTime(expiresAt)}>{formatDay(expiresAt)}</td>
      <td className="api-tokens-actions">
        {confirming ? (
          // Focus moves to the confirmation, so the keyboard user answers it next.
          <span role="group" aria-label={`Revoke ${name}?`}>
            <span>Revoke?</span>{' '}
            <button type="button" autoFocus disabled={busy} onClick={onRevoke}>
              {busy ? 'Revoking…' : 'Revoke'}
            </button>{' '}
            <button type="button" onClick={onCancel}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" aria-label={`Revoke ${name}`} onClick={onAsk}>
            Revoke
          </button>
        )}
      </td>
    </tr>
  );
}
