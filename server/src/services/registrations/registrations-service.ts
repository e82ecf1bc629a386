import { randomInt } from 'node:crypto';
import {
  baseEmailDomainOrDefault,
  COMPLETE_ALL_EVENTS,
  DEFAULT_JOURNEY_DESCRIPTION,
  JOURNEY_TYPE_LABELS,
  addressEventKind,
  dayOf,
  daysAgo,
  dayStart,
  effectiveRegistrationFilters,
  newPersona,
  nextDayStart,
  personaEmailAddress,
  recapRange,
  statusEvent,
  statusForHolder,
  type PickIndex,
  type RecapDay,
  type Registration,
  type RegistrationCreate,
  type RegistrationDocument,
  type RegistrationListQuery,
  type RegistrationRecap,
  type RegistrationRecapQuery,
  type RegistrationStatus,
  type RegistrationUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import type { AddressRow } from '../../repositories/addresses-repository';
import type { RegistrationChanges, RegistrationRow } from '../../repositories/registrations-repository';
import { addressResource } from '../../resources/address-resource';
import { journeyResource } from '../../resources/journey-resource';
import { registrationResource, registrationUserResource } from '../../resources/registration-resource';
import type { AuditContext } from '../audit-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'registrationDomains'> & { pick?: PickIndex };
type Document = z.input<typeof RegistrationDocument>;
type ListDocument = ListPage<Registration> & { included: ReturnType<typeof registrationUserResource>[] };

const ID = { parameter: 'id' };
/** A new address's email is drawn again when taken; this many draws before giving up. */
const ADDRESS_DRAWS = 8;

export function createRegistrationsService({ db, clock, repositories, audit, registrationDomains, pick = randomInt }: Dependencies) {
  const registrations = repositories.registrations;
  const addresses = repositories.addresses;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    const row = orNotFound(await registrations.findWithRelations(id, tx), 'registration', id, ID);
    const r = row.registration;
    const [journeyRows, assignees, address, events, company] = await Promise.all([
      registrations.journeysOf(id, tx),
      registrations.assignees(tx),
      r.addressId === null ? null : addresses.findById(r.addressId, tx),
      r.addressId === null ? new Map() : addresses.eventsOf([r.addressId], tx),
      repositories.companies.findById(r.companyId, tx),
    ]);
    const journeys = await repositories.journeys.withEmailStats(journeyRows, tx);
    const users = [...assignees];
    if (r.userId !== null && !users.some((u) => u.id === r.userId)) {
      const holder = await registrations.userById(r.userId, tx);
      if (holder) users.push(holder);
    }
    const now = clock.now();
    return {
      data: registrationResource(
        row,
        journeyRows.map((j) => j.id),
      ),
      included: [
        ...(address ? [addressResource(address, events.get(address.address.id) ?? [])] : []),
        ...(company
          ? [
              {
                id: String(company.id),
                type: 'companies',
                attributes: { name: company.name, domain_name: company.domainName, valid: company.valid, state: company.state },
              },
            ]
          : []),
        ...journeys.map((j) => journeyResource(j, now)),
        ...users.map(registrationUserResource),
      ],
    };
  }

  /** Adds the status's private event unless the address has one with that description. The registration is locked by the caller. */
  async function addStatusEventOnce(r: RegistrationRow, description: string | null, actorId: number | null, tx: Executor): Promise<void> {
    if (description === null || r.addressId === null) return;
    if (await addresses.hasEvent(r.addressId, description, tx)) return;
    await addresses.insertEvent(
      { addressId: r.addressId, description, group: addressEventKind(description).group, private: true, userId: actorId },
      tx,
    );
  }

  async function lockOrNotFound(id: number, tx: Executor): Promise<RegistrationRow> {
    return orNotFound(await registrations.lock(id, tx), 'registration', id, ID);
  }

  async function claimedByMessage(id: number, holderId: number | null, tx: Executor): Promise<string> {
    const holder = holderId === null ? null : await registrations.userById(holderId, tx);
    return `Registration ${id} is already claimed by ${holder?.email ?? 'someone else'}.`;
  }

  /** The assignee named by id or email, or a 422 when no user has it or the user is not flagged as an assignee. */
  async function assigneeFor(input: RegistrationUpdate, tx: Executor): Promise<number | null | undefined> {
    if (input.userId === null) return null;
    const pointer = input.userId !== undefined ? '/userId' : '/assignee_email';
    const user =
      input.userId !== undefined
        ? await registrations.userById(input.userId, tx)
        : input.assignee_email !== undefined
          ? await registrations.userByEmail(input.assignee_email, tx)
          : undefined;
    if (user === undefined) return undefined;
    if (user === null)
      throw new AppError(
        'invalid_input',
        `No user has the ${input.userId !== undefined ? `id ${input.userId}` : `email ${input.assignee_email}`}.`,
        { pointer },
      );
    if (!user.assignee) throw new AppError('invalid_input', `${user.email} is not an assignee.`, { pointer });
    return user.id;
  }

  /** Spec section 6: a registration assignee is a user flagged as assignee, and only one may claim. */
  async function assertAssigneeClaims(actorId: number, tx: Executor): Promise<void> {
    const user = await registrations.userById(actorId, tx);
    if (!user?.assignee) {
      throw new AppError('invalid_input', `${user?.email ?? `User ${actorId}`} is not an assignee, so cannot claim registrations.`, {
        pointer: '/claim',
      });
    }
  }

  /** Complete-all (spec section 4), in the caller's transaction: every step or none. */
  async function completeAll(r: RegistrationRow, context: AuditContext, tx: Executor): Promise<void> {
    if (r.addressId !== null) {
      await addresses.setEmailsVisible(r.addressId, true, tx);
      await addresses.update(r.addressId, { visible: true }, tx);
      for (const description of COMPLETE_ALL_EVENTS) await addStatusEventOnce(r, description, context.actorId, tx);
    }
    const stats = r.addressId === null ? { count: 0 } : await addresses.emailStats(r.addressId, tx);
    await registrations.update(r.id, { status: 'complete', complete: true, emailsCount: stats.count }, tx);
    await registrations.refreshCompany(r.companyId, tx);
  }

  /** A new address for the persona: a fresh inbox at the domain, drawn again when taken, never reused. */
  async function insertAddress(input: RegistrationCreate, domain: string, tx: Executor): Promise<AddressRow> {
    const persona = newPersona(pick, clock.now(), input.street_preset);
    const type = input.journey_type ?? 'email_subscriber';
    for (let draw = 0; draw < ADDRESS_DRAWS; draw++) {
      const row = await addresses.insertIfNew(
        {
          emailAddress: personaEmailAddress(persona, domain, pick),
          companyId: input.company_id,
          journeyType: type,
          description: input.description ?? (type === 'email_subscriber' ? DEFAULT_JOURNEY_DESCRIPTION : JOURNEY_TYPE_LABELS[type]),
          firstName: persona.firstName,
          lastName: persona.lastName,
          birthdate: persona.birthdate,
          ...persona.street,
        },
        tx,
      );
      if (row) return row;
    }
    throw new AppError('conflict', 'Could not find a free address for the persona; try again.');
  }

  return {
    document,

    /** The queue with spec section 9's defaults; `me` is the caller. Included: the assignees, for the filter. */
    async list(query: RegistrationListQuery, actorId: number): Promise<ListDocument> {
      const effective = effectiveRegistrationFilters(query);
      const assignee = effective.assignee === 'all' ? 'all' : effective.assignee === 'me' ? actorId : Number(effective.assignee);
      const filters = { ...effective, assignee } as const;
      const [page, assignees] = await Promise.all([
        listPage(
          query,
          (window) => registrations.page(filters, window),
          (rows) => rows.map((row) => registrationResource(row)),
        ),
        registrations.assignees(),
      ]);
      return { data: page.data, included: assignees.map(registrationUserResource), meta: page.meta };
    },

    async create(input: RegistrationCreate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        orNotFound(await repositories.companies.findById(input.company_id, tx), 'company', input.company_id, { pointer: '/company_id' });
        const domain = baseEmailDomainOrDefault(input.baseEmailDomain, registrationDomains);
        const address = await insertAddress(input, domain, tx);
        const type = input.journey_type ?? 'email_subscriber';
        const registration = await registrations.insert(
          {
            companyId: input.company_id,
            addressId: address.id,
            type,
            prioritized: input.prioritized ?? true,
            baseEmailDomain: domain,
            description: address.description,
          },
          tx,
        );
        return audit.recordCreated(
          context,
          { action: 'registration.create', resourceId: registration.id },
          await document(registration.id, tx),
          tx,
        );
      });
    },

    /**
     * Claims, assigns, sets the status or completes all. The registration is locked for the
     * transaction, so parallel saves run one after another and each status event is added once.
     */
    async update(id: number, input: RegistrationUpdate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const r = await lockOrNotFound(id, tx);
        if (input.complete_all) {
          await completeAll(r, context, tx);
        } else {
          const changes: RegistrationChanges = { current: input.current, prioritized: input.prioritized };
          let status: RegistrationStatus | undefined = input.status;
          if (input.claim) {
            if (context.actorId === null) throw new AppError('forbidden', 'Only a signed-in user can claim.');
            await assertAssigneeClaims(context.actorId, tx);
            if (!(await registrations.claim(id, context.actorId, tx)))
              throw new AppError('conflict', await claimedByMessage(id, r.userId, tx));
            if (r.status === 'unclaimed' && status === undefined) status = 'assigned';
          } else {
            const userId = await assigneeFor(input, tx);
            if (userId !== undefined) {
              changes.userId = userId;
              if (status === undefined) status = statusForHolder(r.status, userId);
            }
          }
          if (status !== undefined) {
            changes.status = status;
            changes.complete = status === 'complete';
          }
          await registrations.update(id, changes, tx);
          if (status !== undefined) await addStatusEventOnce(r, statusEvent(status), context.actorId, tx);
        }
        const after = await document(id, tx);
        await audit.record(context, { action: 'registration.update', resourceId: id, before: r, after: input }, tx);
        return after;
      });
    },

    /** Recounts the emails the address received. */
    async counts(id: number, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const r = await lockOrNotFound(id, tx);
        const stats = r.addressId === null ? { count: 0 } : await addresses.emailStats(r.addressId, tx);
        await registrations.update(id, { emailsCount: stats.count }, tx);
        await audit.record(context, { action: 'registration.counts', resourceId: id, after: { emailsCount: stats.count } }, tx);
        return document(id, tx);
      });
    },

    /** Per day, newest first: created, claimed (Assigned events) and completed (Completed events), and by whom. */
    async recap(query: RegistrationRecapQuery): Promise<RegistrationRecap> {
      const asked = recapRange(query, dayOf(clock.now()));
      if ('problem' in asked) throw new AppError('invalid_input', asked.problem.message, { parameter: asked.problem.parameter });
      const { from, to } = asked.range;
      const { created, acted } = await registrations.recap(dayStart(from), nextDayStart(to));
      const days = new Map<string, RecapDay>();
      for (let day = to; day >= from; day = dayOf(daysAgo(dayStart(day), 1))) {
        days.set(day, { created: 0, claimed: 0, completed: 0, day, by: [] });
      }
      for (const c of created) days.get(c.day)!.created = Number(c.n);
      for (const a of acted) {
        const day = days.get(a.day)!;
        let who = day.by.find((b) => b.user_id === Number(a.user_id));
        if (!who) day.by.push((who = { claimed: 0, completed: 0, user_id: Number(a.user_id), email: a.email }));
        const key = a.description === 'Assigned' ? 'claimed' : 'completed';
        who[key] += Number(a.n);
        day[key] += Number(a.n);
      }
      const data = [...days.values()].map((d) => ({ ...d, by: d.by.sort((x, y) => x.email.localeCompare(y.email)) }));
      const totals = data.reduce(
        (t, d) => ({ created: t.created + d.created, claimed: t.claimed + d.claimed, completed: t.completed + d.completed }),
        {
          created: 0,
          claimed: 0,
          completed: 0,
        },
      );
      return { data, meta: { from, to, totals } };
    },
  };
}
