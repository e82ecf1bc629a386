import { isInvalidForRegistration, type Registration, type RegistrationUser } from '@tracker/core';
import type { AssigneeRow, RegistrationWithRelations } from '../repositories/registrations-repository';

/** A registration as lists and its document answer it; `journeyIds` fills the journeys relationship when known. */
export function registrationResource(row: RegistrationWithRelations, journeyIds?: number[]): Registration {
  const r = row.registration;
  return {
    id: String(r.id),
    type: 'registrations',
    attributes: {
      status: r.status,
      complete: r.complete,
      userId: r.userId,
      addressId: r.addressId,
      current: r.current,
      prioritized: r.prioritized,
      type: r.type,
      company_id: r.companyId,
      company_name: row.companyName,
      company_invalid: isInvalidForRegistration({ valid: row.companyValid, state: row.companyState }),
      email_address: row.emailAddress,
      assignee_email: row.assigneeEmail,
      baseEmailDomain: r.baseEmailDomain,
      description: r.description,
      emails_count: r.emailsCount,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    },
    relationships: {
      address: { data: r.addressId === null ? null : { id: String(r.addressId), type: 'addresses' } },
      company: { data: { id: String(r.companyId), type: 'companies' } },
      ...(journeyIds && { journeys: { data: journeyIds.map((id) => ({ id: String(id), type: 'journeys' })) } }),
    },
  };
}

/** A user included with registrations, with the assignee flag. */
export function registrationUserResource(u: AssigneeRow): RegistrationUser {
  return { id: String(u.id), type: 'users', attributes: { email: u.email, name: u.name, assignee: u.assignee } };
}
