import { samplePassword, type Address, type AddressEvent } from '@tracker/core';
import type { AddressEventRow, AddressWithCompany } from '../repositories/addresses-repository';

export function addressEventJson(e: AddressEventRow): AddressEvent {
  return {
    id: String(e.id),
    description: e.description,
    group: e.group,
    private: e.private,
    address_id: e.addressId,
    occurred_at: e.occurredAt.toISOString(),
    user_id: e.userId,
  };
}

/** An address as the API answers it: persona, street address, events (oldest first) and a sample password. */
export function addressResource({ address: a, companyName, emailsCount }: AddressWithCompany, events: AddressEventRow[]): Address {
  return {
    id: String(a.id),
    type: 'addresses',
    attributes: {
      email_address: a.emailAddress,
      journey_type: a.journeyType,
      description: a.description,
      company_id: a.companyId,
      company_name: companyName,
      first_name: a.firstName,
      last_name: a.lastName,
      birthdate: a.birthdate,
      password: samplePassword(a.id),
      streetAddress: {
        lineOne: a.lineOne ?? '',
        lineTwo: a.lineTwo ?? '',
        city: a.city ?? '',
        region: a.region ?? '',
        country: a.country ?? '',
        postalCode: a.postalCode ?? '',
        telephone: a.telephone ?? '',
      },
      visible: a.visible,
      private: a.private,
      events: events.map(addressEventJson),
      firstActivityAt: a.firstActivityAt?.toISOString() ?? null,
      emails_count: emailsCount,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    },
    relationships: a.companyId === null ? {} : { company: { data: { id: String(a.companyId), type: 'companies' } } },
  };
}
