import type { ComponentType } from 'react';
import type { DefaultParams } from 'wouter';
import type { AreaId } from './areas';
import { lazyScreen } from './lazy-screen';

export type ScreenProps = { params: DefaultParams };

export type AppRoute = {
  /** A wouter pattern; `:name` is a path parameter. */
  path: string;
  /** The screen's name: its heading, the document title and its palette entry. */
  title: string;
  area: AreaId | 'account';
  /** Public routes need no session; every other route is for signed-in admins only. */
  public?: true;
  /** The screen, loaded on first visit; absent while the screen is not built yet. */
  screen?: ComponentType<ScreenProps>;
};

const SignInPage = lazyScreen(() => import('../auth/sign-in-page'), 'SignInPage');
const ForgotPasswordPage = lazyScreen(() => import('../auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(() => import('../auth/reset-password-page'), 'ResetPasswordPage');
const CompaniesPage = lazyScreen(() => import('../companies/companies-page'), 'CompaniesPage');
const CreateCompanyPage = lazyScreen(() => import('../companies/create-company-page'), 'CreateCompanyPage');
const CompanyPage = lazyScreen(() => import('../companies/company-page'), 'CompanyPage');
const GroupsPage = lazyScreen(() => import('../groups/groups-page'), 'GroupsPage');
const GroupPage = lazyScreen(() => import('../groups/group-page'), 'GroupPage');

/**
 * Every route of the console (spec section 2). The first match wins, so fixed segments such as
 * `/companies/bulk` come before `/companies/:company_id`.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/signin', title: 'Sign in', area: 'account', public: true, screen: SignInPage },
  { path: '/forgot-password', title: 'Forgot password', area: 'account', public: true, screen: ForgotPasswordPage },
  { path: '/reset-password', title: 'Reset password', area: 'account', public: true, screen: ResetPasswordPage },

  { path: '/registrations', title: 'Registrations', area: 'registrations' },
  { path: '/registrations/create', title: 'Create registration', area: 'registrations' },
  { path: '/registrations/recap', title: 'Registration recap', area: 'registrations' },
  { path: '/registrations/:registration_id', title: 'Registration', area: 'registrations' },
  { path: '/registrations/:registration_id/:relationship', title: 'Registration relationship', area: 'registrations' },

  { path: '/companies', title: 'Companies', area: 'companies', screen: CompaniesPage },
  { path: '/companies/bulk', title: 'Bulk company import', area: 'companies' },
  { path: '/companies/create', title: 'Create company', area: 'companies', screen: CreateCompanyPage },
  { path: '/companies/:company_id', title: 'Company', area: 'companies', screen: CompanyPage },
  { path: '/companies/:company_id/:relationship', title: 'Company relationship', area: 'companies', screen: CompanyPage },

  { path: '/groups', title: 'Groups', area: 'groups', screen: GroupsPage },
  { path: '/groups/:group_id', title: 'Group', area: 'groups', screen: GroupPage },

  { path: '/emails', title: 'Emails', area: 'emails' },
  { path: '/emails/:guid', title: 'Email', area: 'emails' },

  { path: '/lists', title: 'Lists', area: 'lists' },
  { path: '/lists/:list_id', title: 'List', area: 'lists' },
  { path: '/lists/:list_id/emails/:guid', title: 'List email', area: 'lists' },

  { path: '/journeys', title: 'Journeys', area: 'journeys' },
  { path: '/journeys/bulk', title: 'Bulk journey import', area: 'journeys' },
  { path: '/journeys/:journey_id', title: 'Journey', area: 'journeys' },

  { path: '/users', title: 'Users', area: 'users' },
  { path: '/users/:user_id', title: 'User', area: 'users' },
  { path: '/users/:user_id/lists', title: 'User lists', area: 'users' },
  { path: '/users/:user_id/groups', title: 'User groups', area: 'users' },
  { path: '/users/:user_id/teams', title: 'User teams', area: 'users' },

  { path: '/teams', title: 'Teams', area: 'teams' },
  { path: '/teams/create', title: 'Create team', area: 'teams' },
  { path: '/teams/:team_id', title: 'Team', area: 'teams' },
  { path: '/teams/:team_id/members', title: 'Team members', area: 'teams' },

  { path: '/addresses', title: 'Addresses', area: 'addresses' },
  { path: '/addresses/:address_id', title: 'Address', area: 'addresses' },
  { path: '/addresses/:address_id/teams', title: 'Address teams', area: 'addresses' },

  { path: '/holidays', title: 'Holidays', area: 'holidays' },
  { path: '/holidays/create', title: 'Create holiday', area: 'holidays' },
  { path: '/holidays/:holiday_id', title: 'Holiday', area: 'holidays' },
];

/** Where unknown paths go. */
export const HOME_PATH = '/registrations';
