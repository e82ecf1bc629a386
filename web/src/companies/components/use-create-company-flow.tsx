import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCreateCompany, type CompanyCreateInput } from '../mutations';
import { CreateFailureDialog } from './create-failure-dialog';

/**
 * Creating a company from a screen: on success it opens the new company; on failure the modal
 * with the server's message, from which a conflict can be forced.
 */
export function useCreateCompanyFlow() {
  const [, navigate] = useLocation();
  const create = useCreateCompany();
  const [failed, setFailed] = useState<{ body: CompanyCreateInput; error: unknown } | null>(null);

  function submit(body: CompanyCreateInput) {
    create.mutate(body, {
      onSuccess: (document) => navigate(`/companies/${document.data.id}`),
      onError: (error) => setFailed({ body, error }),
    });
  }

  const dialog = failed && (
    <CreateFailureDialog
      error={failed.error}
      lookup={failed.body.domain_name ?? failed.body.name}
      forcing={create.isPending}
      onForce={() => {
        setFailed(null);
        submit({ ...failed.body, force: true });
      }}
      onClose={() => setFailed(null)}
    />
  );

  return { submit, pending: create.isPending, error: create.error, dialog };
}
