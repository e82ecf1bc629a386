import {
  ADDRESS_EMAILS_LIMIT,
  addressEventKind,
  type Address,
  type AddressDocument,
  type AddressEventCreate,
  type AddressEventUpdate,
  type AddressListQuery,
  type AddressUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import type { AddressChanges } from '../../repositories/addresses-repository';
import { addressResource } from '../../resources/address-resource';
import { emailResource } from '../../resources/email-resource';
import type { AuditContext } from '../audit-service';
import type { AuditAction } from '../../db/audit-vocabulary';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories' | 'audit'>;
type Document = z.input<typeof AddressDocument>;

const ID = { parameter: 'id' };

/** The street address fields of the API, to their columns. */
function streetChanges(street: AddressUpdate['streetAddress']): AddressChanges {
  if (!street) return {};
  const { lineOne, lineTwo, city, region, country, postalCode, telephone } = street;
  return { lineOne, lineTwo, city, region, country, postalCode, telephone };
}

export function createAddressesService({ db, repositories, audit }: Dependencies) {
  const addresses = repositories.addresses;

  async function requireAddress(id: number, tx: Executor) {
    return orNotFound(await addresses.findById(id, tx), 'address', id, ID);
  }

  /** The address with its events, its teams (relationship and included) and its received emails (included; q narrows them). */
  async function document(id: number, q?: string, tx: Executor = db): Promise<Document> {
    const row = await requireAddress(id, tx);
    const [events, teams, emails] = await Promise.all([
      addresses.eventsOf([id], tx),
      addresses.teamsOf(id, tx),
      addresses.emailsOf(id, q, ADDRESS_EMAILS_LIMIT, tx),
    ]);
    const resource = addressResource(row, events.get(id) ?? []);
    return {
      data: {
        ...resource,
        relationships: { ...resource.relationships, teams: { data: teams.map((t) => ({ id: String(t.id), type: 'teams' })) } },
      },
      included: [...teams.map((t) => ({ id: String(t.id), type: 'teams', attributes: { name: t.name } })), ...emails.map(emailResource)],
    };
  }

  /** Runs a change to an address in a transaction, records it, and answers the address again. */
  async function change(
    id: number,
    action: AuditAction,
    context: AuditContext,
    work: (tx: Executor) => Promise<unknown>,
  ): Promise<Document> {
    return db.transaction(async (tx) => {
      await requireAddress(id, tx);
      const after = await work(tx);
      await audit.record(context, { action, resourceId: id, after }, tx);
      return document(id, undefined, tx);
    });
  }

  async function requireEvent(id: number, eventId: number, tx: Executor) {
    const event = await addresses.findEvent(id, eventId, tx);
    if (!event) throw new AppError('not_found', `Address ${id} has no event with the id ${eventId}.`, { pointer: '/event_id' });
    return event;
  }

  return {
    document,

    async list(query: AddressListQuery): Promise<ListPage<Address>> {
      return listPage(
        query,
        (window) => addresses.page(query, window),
        async (rows) => {
          const events = await addresses.eventsOf(rows.map((r) => r.address.id));
          return rows.map((r) => addressResource(r, events.get(r.address.id) ?? []));
        },
      );
    },

    async update(id: number, input: AddressUpdate, context: AuditContext): Promise<Document> {
      const firstActivity = input.firstActivityAt !== undefined ? input.firstActivityAt : input.first_activity_at;
      const changes: AddressChanges = {
        ...streetChanges(input.streetAddress),
        firstName: input.first_name,
        lastName: input.last_name,
        birthdate: input.birthdate,
        description: input.description,
        journeyType: input.journey_type,
        visible: input.visible,
        private: input.private,
        firstActivityAt: firstActivity === undefined ? undefined : firstActivity === null ? null : new Date(firstActivity),
      };
      return change(id, 'address.update', context, async (tx) => {
        await addresses.update(id, changes, tx);
        return input;
      });
    },

    async addEvent(id: number, input: AddressEventCreate, context: AuditContext): Promise<Document> {
      const kind = addressEventKind(input.description);
      return change(id, 'address.add_event', context, (tx) =>
        addresses.insertEvent(
          {
            addressId: id,
            description: input.description,
            group: input.group ?? kind.group,
            private: input.private ?? kind.private,
            userId: context.actorId,
            ...(input.occurred_at && { occurredAt: new Date(input.occurred_at) }),
          },
          tx,
        ),
      );
    },

    async updateEvent(id: number, input: AddressEventUpdate, context: AuditContext): Promise<Document> {
      return change(id, 'address.update_event', context, async (tx) => {
        await requireEvent(id, input.event_id, tx);
        await addresses.updateEvent(
          input.event_id,
          {
            description: input.description,
            private: input.private,
            occurredAt: input.occurred_at === undefined ? undefined : new Date(input.occurred_at),
          },
          tx,
        );
        return input;
      });
    },

    async deleteEvent(id: number, eventId: number, context: AuditContext): Promise<Document> {
      return change(id, 'address.delete_event', context, async (tx) => {
        const event = await requireEvent(id, eventId, tx);
        await addresses.deleteEvent(eventId, tx);
        return { deleted: event.id, description: event.description };
      });
    },

    async addTeam(id: number, teamId: number, context: AuditContext): Promise<Document> {
      return change(id, 'address.add_team', context, async (tx) => {
        if (!(await addresses.teamExists(teamId, tx)))
          throw new AppError('not_found', `No team has the id ${teamId}.`, { pointer: '/team_id' });
        await addresses.addTeam(id, teamId, tx);
        return { teamId };
      });
    },

    async removeTeam(id: number, teamId: number, context: AuditContext): Promise<Document> {
      return change(id, 'address.remove_team', context, async (tx) => {
        if (!(await addresses.teamExists(teamId, tx)))
          throw new AppError('not_found', `No team has the id ${teamId}.`, { parameter: 'team_id' });
        await addresses.removeTeam(id, teamId, tx);
        return { teamId };
      });
    },

    async setEmailsPrivate(id: number, value: boolean, context: AuditContext): Promise<Document> {
      return change(id, 'address.emails_private', context, async (tx) => ({
        private: value,
        changed: await addresses.setEmailsPrivate(id, value, tx),
      }));
    },

    async setEmailsVisible(id: number, value: boolean, context: AuditContext): Promise<Document> {
      return change(id, 'address.emails_visibility', context, async (tx) => ({
        visible: value,
        changed: await addresses.setEmailsVisible(id, value, tx),
      }));
    },
  };
}
