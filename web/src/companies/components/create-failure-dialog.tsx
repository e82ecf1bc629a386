import { ApiError } from '@tracker/core/errors';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { errorMessage } from '../../api/error-message';
import { ModalDialog } from '../../ui/modal-dialog';
import { companyQueries } from '../queries';

type Props = {
  error: unknown;
  /** The domain (or name) that was submitted, to find the company a 409 says exists. */
  lookup: string | undefined;
  onForce: () => void;
  forcing: boolean;
  onClose: () => void;
};

/**
 * Why a company could not be created, in the server's words (spec section 8). On a 409 it shows
 * the company that already has the domain and offers to create another anyway.
 */
export function CreateFailureDialog({ error, lookup, onForce, forcing, onClose }: Props) {
  const conflict = error instanceof ApiError && error.status === 409;
  const existing = useQuery({ ...companyQueries.lookup({ q: lookup ?? '' }), enabled: conflict && Boolean(lookup) });
  const company = existing.data?.data;

  return (
    <ModalDialog label="Could not create the company" className="create-failure" onClose={onClose}>
      <h2>Could not create the company</h2>
      <p className="alert" role="alert">
        {errorMessage(error)}
      </p>
      {conflict && company && (
        <p>
          Existing company: <Link href={`/companies/${company.id}`}>{company.attributes.name}</Link>{' '}
          <span className="muted">({company.attributes.domain_name})</span>
        </p>
      )}
      <div className="dialog-actions">
        {conflict && (
          <button type="button" onClick={onForce} disabled={forcing}>
            Create anyway
          </button>
        )}
        <button type="button" className="primary" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
