import { ApiError } from '@tracker/core/errors';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
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

/** What a 409 on create means, in plain words. */
const CONFLICT_MESSAGE = 'A company with this domain already exists.';

/**
 * Why a company could not be created (spec section 8: the one place the failure shows), in the
 * server's words. On a 409 it says the company exists, offers to open it, or to create another anyway.
 */
export function CreateFailureDialog({ error, lookup, onForce, forcing, onClose }: Props) {
  const conflict = error instanceof ApiError && error.status === 409;
  const existing = useQuery({ ...companyQueries.lookup({ q: lookup ?? '' }), enabled: conflict && Boolean(lookup) });
  const company = existing.data?.data;
  const [, navigate] = useLocation();

  return (
    <ModalDialog label="Could not create the company" className="create-failure" onClose={onClose}>
      <h2>Could not create the company</h2>
      <p className="alert" role="alert">
        {conflict ? CONFLICT_MESSAGE : errorMessage(error)}
      </p>
      {conflict && company && (
        <p>
          {company.attributes.name} <span className="muted">({company.attributes.domain_name})</span>
        </p>
      )}
      <div className="dialog-actions">
        {conflict && (
          <button type="button" onClick={onForce} disabled={forcing}>
            Create anyway
          </button>
        )}
        <button type="button" className={company ? undefined : 'primary'} data-autofocus={company ? undefined : true} onClick={onClose}>
          Close
        </button>
        {conflict && company && (
          <button
            type="button"
            className="primary"
            data-autofocus
            onClick={() => {
              onClose();
              navigate(`/companies/${company.id}`);
            }}
          >
            Open {company.attributes.name}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
