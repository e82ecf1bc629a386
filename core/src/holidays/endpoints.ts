import { defineEndpoint } from '../contract/endpoint';
import { HolidayCreate, HolidayDateParams, HolidayDocument, HolidayList, HolidayListQuery, HolidayParams, HolidayUpdate } from './schema';

const tag = 'holidays';

export const holidaysEndpoints = {
  listHolidays: defineEndpoint({
    method: 'GET',
    path: '/v2/admin/holidays',
    access: 'admin',
    tag,
    summary: 'Holidays with their dates, by name',
    query: HolidayListQuery,
    status: 200,
    response: HolidayList,
  }),
  createHoliday: defineEndpoint({
    method: 'POST',
    path: '/v2/admin/holidays',
    access: 'admin',
    tag,
    summary: 'Create a holiday with its keywords (comma-separated) and dates',
    body: HolidayCreate,
    example: { name: 'Black Friday', keywords: 'black friday, doorbuster', dates: ['2026-11-27'] },
    status: 201,
    response: HolidayDocument,
    errors: ['conflict'],
  }),
  getHoliday: defineEndpoint({
    method: 'GET',
    path: '/v2/admin/holidays/:id',
    access: 'admin',
    tag,
    summary: 'One holiday with its dates',
    params: HolidayParams,
    status: 200,
    response: HolidayDocument,
  }),
  updateHoliday: defineEndpoint({
    method: 'PATCH',
    path: '/v2/admin/holidays/:id',
    access: 'admin',
    tag,
    summary: 'Edit a holiday: name, keywords, and dates to add',
    params: HolidayParams,
    body: HolidayUpdate,
    example: { keywords: 'black friday, doorbuster', dates: ['2027-11-26'] },
    status: 200,
    response: HolidayDocument,
    errors: ['conflict'],
  }),
  deleteHolidayDate: defineEndpoint({
    method: 'DELETE',
    path: '/v2/admin/holidays/:id/dates/:date_id',
    access: 'admin',
    tag,
    summary: 'Remove one date of a holiday',
    params: HolidayDateParams,
    status: 200,
    response: HolidayDocument,
  }),
};
