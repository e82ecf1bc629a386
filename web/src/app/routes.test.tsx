import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouter } from 'wouter';
import { findRoute } from './find-route';

const parser = renderHook(() => useRouter().parser).result.current;
const titleOf = (path: string) => findRoute(path, parser)?.title;

describe('the route table', () => {
  it('holds every route of the spec', () => {
    const expected: Record<string, string> = {
      '/signin': 'Sign in',
      '/forgot-password': 'Forgot password',
      '/reset-password': 'Reset password',
      '/addresses': 'Addresses',
      '/addresses/12': 'Address',
      '/addresses/12/teams': 'Address teams',
      '/companies': 'Companies',
      '/companies/bulk': 'Bulk company import',
      '/companies/create': 'Create company',
      '/companies/7': 'Company',
      '/companies/7/journeys': 'Company relationship',
      '/groups': 'Groups',
      '/groups/3': 'Group',
      '/emails': 'Emails',
      '/emails/0b6f-guid': 'Email',
      '/lists': 'Lists',
      '/lists/5': 'List',
      '/lists/5/emails/0b6f-guid': 'List email',
      '/journeys': 'Journeys',
      '/journeys/bulk': 'Bulk journey import',
      '/journeys/new': 'Journey',
      '/journeys/9': 'Journey',
      '/registrations': 'Registrations',
      '/registrations/create': 'Create registration',
      '/registrations/recap': 'Registration recap',
      '/registrations/4': 'Registration',
      '/registrations/4/address': 'Registration relationship',
      '/users': 'Users',
      '/users/2': 'User',
      '/users/2/lists': 'User lists',
      '/users/2/groups': 'User groups',
      '/users/2/teams': 'User teams',
      '/teams': 'Teams',
      '/teams/create': 'Create team',
      '/teams/8': 'Team',
      '/teams/8/members': 'Team members',
      '/holidays': 'Holidays',
      '/holidays/create': 'Create holiday',
      '/holidays/6': 'Holiday',
      // Not in the spec's section 2: the industries screen's route is this console's addition.
      '/industries': 'Industries',
      // Issue 23: mail as it arrives, and one inbound message.
      '/arriving': 'Arriving',
      '/arriving/12': 'Inbound message',
    };
    const actual = Object.fromEntries(Object.keys(expected).map((path) => [path, titleOf(path)]));

    expect(actual).toEqual(expected);
  });

  it('knows nothing of other paths, which go to registrations', () => {
    expect(titleOf('/')).toBeUndefined();
    expect(titleOf('/settings')).toBeUndefined();
    expect(titleOf('/companies/7/journeys/extra')).toBeUndefined();
  });
});
