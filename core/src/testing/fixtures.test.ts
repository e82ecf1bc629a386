import { describe, expect, it } from 'vitest';
import { Company } from '../companies/schema';
import { Email, EmailDetail } from '../emails/schema';
import { Group } from '../groups/schema';
import { Holiday } from '../holidays/schema';
import { Journey } from '../journeys/schema';
import { List } from '../lists/schema';
import { Registration } from '../registrations/schema';
import { Team, TeamInvitation, TeamMember } from '../teams/schema';
import { User } from '../users/schema';
import { companyResource, emailDetailDocument, emailResource, groupResource, journeyResource } from './fixtures';
import {
  holidayResource,
  listResource,
  registrationResource,
  teamInvitationResource,
  teamMemberResource,
  teamResource,
  userResource,
} from './resources';

describe('the shared test fixtures', () => {
  it('are valid against the contract, so tests answer the way the server would', () => {
    expect(Company.safeParse(companyResource(1)).error).toBeUndefined();
    expect(Group.safeParse(groupResource(1)).error).toBeUndefined();
    expect(Journey.safeParse(journeyResource(1, { expired: true, last_email_at: '2025-03-03T08:00:00.000Z' })).error).toBeUndefined();
    expect(
      Email.safeParse(emailResource(1, { classifications: [{ type: 'welcome', score: 1, source: 'manual', labeled: true }] })).error,
    ).toBeUndefined();
    expect(EmailDetail.safeParse(emailDetailDocument(1).data).error).toBeUndefined();
    expect(Registration.safeParse(registrationResource(1)).error).toBeUndefined();
    expect(User.safeParse(userResource(1)).error).toBeUndefined();
    expect(Team.safeParse(teamResource(1)).error).toBeUndefined();
    expect(TeamMember.safeParse(teamMemberResource(1)).error).toBeUndefined();
    expect(TeamInvitation.safeParse(teamInvitationResource(1)).error).toBeUndefined();
    expect(Holiday.safeParse(holidayResource(1)).error).toBeUndefined();
    expect(List.safeParse(listResource(1)).error).toBeUndefined();
  });
});
