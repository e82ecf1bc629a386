import { relations } from 'drizzle-orm';
import { addressEvents, addressTeams, addresses } from './addresses';
import { apiTokens, sessions } from './auth';
import {
  companies,
  companyIndustries,
  companyTags,
  companyTechnologies,
  companyVerticals,
  industries,
  tags,
  technologies,
  verticals,
} from './companies';
import { emailClassifications, emailContents, emails } from './emails';
import { groupCompanies, groupUsers, groups } from './groups';
import { holidayDates, holidays } from './holidays';
import { journeyAddresses, journeyEmails, journeyRelations, journeys } from './journeys';
import { listComments, listEmails, lists } from './lists';
import { registrations } from './registrations';
import { subscriptions, teamInvitations, teamMembers, teams } from './teams';
import { userPolicies, users } from './users';

// Relations for the relational query API (db.query.x.findMany({ with: ... })); they add no SQL.

export const usersRelations = relations(users, ({ many }) => ({
  policies: many(userPolicies),
  sessions: many(sessions),
  apiTokens: many(apiTokens),
  groupMemberships: many(groupUsers),
  teamMemberships: many(teamMembers),
  ownedTeams: many(teams),
  lists: many(lists),
  assignedRegistrations: many(registrations),
  subscriptions: many(subscriptions),
}));

export const userPoliciesRelations = relations(userPolicies, ({ one }) => ({
  user: one(users, { fields: [userPolicies.userId], references: [users.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const apiTokensRelations = relations(apiTokens, ({ one }) => ({
  user: one(users, { fields: [apiTokens.userId], references: [users.id] }),
}));

export const companiesRelations = relations(companies, ({ many }) => ({
  technologies: many(companyTechnologies),
  verticals: many(companyVerticals),
  industries: many(companyIndustries),
  tags: many(companyTags),
  groups: many(groupCompanies),
  journeys: many(journeys),
  registrations: many(registrations),
  addresses: many(addresses),
  emails: many(emails),
}));

export const technologiesRelations = relations(technologies, ({ many }) => ({
  companies: many(companyTechnologies),
}));

export const companyTechnologiesRelations = relations(companyTechnologies, ({ one }) => ({
  company: one(companies, { fields: [companyTechnologies.companyId], references: [companies.id] }),
  technology: one(technologies, { fields: [companyTechnologies.technologyId], references: [technologies.id] }),
}));

export const verticalsRelations = relations(verticals, ({ many }) => ({
  industries: many(industries),
  companies: many(companyVerticals),
}));

export const industriesRelations = relations(industries, ({ one, many }) => ({
  vertical: one(verticals, { fields: [industries.verticalId], references: [verticals.id] }),
  companies: many(companyIndustries),
}));

export const companyVerticalsRelations = relations(companyVerticals, ({ one }) => ({
  company: one(companies, { fields: [companyVerticals.companyId], references: [companies.id] }),
  vertical: one(verticals, { fields: [companyVerticals.verticalId], references: [verticals.id] }),
}));

export const companyIndustriesRelations = relations(companyIndustries, ({ one }) => ({
  company: one(companies, { fields: [companyIndustries.companyId], references: [companies.id] }),
  industry: one(industries, { fields: [companyIndustries.industryId], references: [industries.id] }),
}));

export const tagsRelations = relations(tags, ({ many }) => ({
  companies: many(companyTags),
}));

export const companyTagsRelations = relations(companyTags, ({ one }) => ({
  company: one(companies, { fields: [companyTags.companyId], references: [companies.id] }),
  tag: one(tags, { fields: [companyTags.tagId], references: [tags.id] }),
}));

export const groupsRelations = relations(groups, ({ one, many }) => ({
  createdBy: one(users, { fields: [groups.createdById], references: [users.id] }),
  users: many(groupUsers),
  companies: many(groupCompanies),
}));

export const groupUsersRelations = relations(groupUsers, ({ one }) => ({
  group: one(groups, { fields: [groupUsers.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupUsers.userId], references: [users.id] }),
}));

export const groupCompaniesRelations = relations(groupCompanies, ({ one }) => ({
  group: one(groups, { fields: [groupCompanies.groupId], references: [groups.id] }),
  company: one(companies, { fields: [groupCompanies.companyId], references: [companies.id] }),
}));

export const listsRelations = relations(lists, ({ one, many }) => ({
  user: one(users, { fields: [lists.userId], references: [users.id] }),
  emails: many(listEmails),
  comments: many(listComments),
}));

export const listEmailsRelations = relations(listEmails, ({ one }) => ({
  list: one(lists, { fields: [listEmails.listId], references: [lists.id] }),
  email: one(emails, { fields: [listEmails.emailId], references: [emails.id] }),
}));

export const listCommentsRelations = relations(listComments, ({ one }) => ({
  list: one(lists, { fields: [listComments.listId], references: [lists.id] }),
  email: one(emails, { fields: [listComments.emailId], references: [emails.id] }),
  user: one(users, { fields: [listComments.userId], references: [users.id] }),
}));

export const emailsRelations = relations(emails, ({ one, many }) => ({
  company: one(companies, { fields: [emails.companyId], references: [companies.id] }),
  address: one(addresses, { fields: [emails.addressId], references: [addresses.id] }),
  journey: one(journeys, { fields: [emails.journeyId], references: [journeys.id] }),
  content: one(emailContents, { fields: [emails.id], references: [emailContents.emailId] }),
  classifications: many(emailClassifications),
  lists: many(listEmails),
  journeys: many(journeyEmails),
}));

export const emailContentsRelations = relations(emailContents, ({ one }) => ({
  email: one(emails, { fields: [emailContents.emailId], references: [emails.id] }),
}));

export const emailClassificationsRelations = relations(emailClassifications, ({ one }) => ({
  email: one(emails, { fields: [emailClassifications.emailId], references: [emails.id] }),
}));

export const addressesRelations = relations(addresses, ({ one, many }) => ({
  company: one(companies, { fields: [addresses.companyId], references: [companies.id] }),
  events: many(addressEvents),
  teams: many(addressTeams),
  registrations: many(registrations),
  journeys: many(journeyAddresses),
  emails: many(emails),
}));

export const addressEventsRelations = relations(addressEvents, ({ one }) => ({
  address: one(addresses, { fields: [addressEvents.addressId], references: [addresses.id] }),
}));

export const addressTeamsRelations = relations(addressTeams, ({ one }) => ({
  address: one(addresses, { fields: [addressTeams.addressId], references: [addresses.id] }),
  team: one(teams, { fields: [addressTeams.teamId], references: [teams.id] }),
}));

export const registrationsRelations = relations(registrations, ({ one, many }) => ({
  assignee: one(users, { fields: [registrations.userId], references: [users.id] }),
  address: one(addresses, { fields: [registrations.addressId], references: [addresses.id] }),
  company: one(companies, { fields: [registrations.companyId], references: [companies.id] }),
  journeys: many(journeys),
}));

export const journeysRelations = relations(journeys, ({ one, many }) => ({
  company: one(companies, { fields: [journeys.companyId], references: [companies.id] }),
  registration: one(registrations, { fields: [journeys.registrationId], references: [registrations.id] }),
  addresses: many(journeyAddresses),
  emails: many(journeyEmails),
  relatedJourneys: many(journeyRelations, { relationName: 'journey' }),
  relatedFrom: many(journeyRelations, { relationName: 'relatedJourney' }),
}));

export const journeyAddressesRelations = relations(journeyAddresses, ({ one }) => ({
  journey: one(journeys, { fields: [journeyAddresses.journeyId], references: [journeys.id] }),
  address: one(addresses, { fields: [journeyAddresses.addressId], references: [addresses.id] }),
}));

export const journeyEmailsRelations = relations(journeyEmails, ({ one }) => ({
  journey: one(journeys, { fields: [journeyEmails.journeyId], references: [journeys.id] }),
  email: one(emails, { fields: [journeyEmails.emailId], references: [emails.id] }),
}));

export const journeyRelationsRelations = relations(journeyRelations, ({ one }) => ({
  journey: one(journeys, {
    fields: [journeyRelations.journeyId],
    references: [journeys.id],
    relationName: 'journey',
  }),
  relatedJourney: one(journeys, {
    fields: [journeyRelations.relatedJourneyId],
    references: [journeys.id],
    relationName: 'relatedJourney',
  }),
}));

export const teamsRelations = relations(teams, ({ one, many }) => ({
  owner: one(users, { fields: [teams.ownerId], references: [users.id] }),
  members: many(teamMembers),
  invitations: many(teamInvitations),
  subscriptions: many(subscriptions),
  addresses: many(addressTeams),
}));

export const teamMembersRelations = relations(teamMembers, ({ one }) => ({
  team: one(teams, { fields: [teamMembers.teamId], references: [teams.id] }),
  user: one(users, { fields: [teamMembers.userId], references: [users.id] }),
}));

export const teamInvitationsRelations = relations(teamInvitations, ({ one }) => ({
  team: one(teams, { fields: [teamInvitations.teamId], references: [teams.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  team: one(teams, { fields: [subscriptions.teamId], references: [teams.id] }),
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
}));

export const holidaysRelations = relations(holidays, ({ many }) => ({
  dates: many(holidayDates),
}));

export const holidayDatesRelations = relations(holidayDates, ({ one }) => ({
  holiday: one(holidays, { fields: [holidayDates.holidayId], references: [holidays.id] }),
}));
