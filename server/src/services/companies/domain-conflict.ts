import { AppError } from '../../errors/app-error';
import type { CompanyRow } from '../../repositories/companies-repository';

/** The 409 for a domain that already belongs to `existing`. */
export function domainConflict(existing: CompanyRow, pointer = '/domain_name'): AppError {
  return new AppError(
    'conflict',
    `${existing.domainName} is already the domain of ${existing.name} (id ${existing.id}). Send force to use that company.`,
    { pointer },
  );
}
