import { Address } from '@tracker/core/addresses';
import { describe, expect, it } from 'vitest';
import { personaCopyCommands, personaFields } from './persona-panel';

const PERSONA = Address.parse({
  id: '40',
  type: 'addresses',
  attributes: {
    email_address: 'avery.adams1042@inbox.tracker.example',
    journey_type: 'email_subscriber',
    description: 'Newsletter signup',
    company_id: 7,
    company_name: 'Acme Outfitters',
    first_name: 'Avery',
    last_name: null,
    birthdate: '1998-04-02',
    password: 'Tracker!Signup24',
    streetAddress: {
      lineOne: '350 Fifth Avenue',
      lineTwo: '',
      city: 'New York',
      region: 'NY',
      country: 'US',
      postalCode: '10118',
      telephone: '+1 212 555 0142',
    },
    visible: false,
    private: false,
    events: [],
    firstActivityAt: null,
    emails_count: 0,
    created_at: '2026-05-10T10:00:00.000Z',
    updated_at: '2026-05-10T10:00:00.000Z',
  },
});

describe('the persona copy keys', () => {
  it('give every field its own key after y, the first nine in form order', () => {
    const keys = Object.fromEntries(personaFields(PERSONA).map((field) => [field.label, field.shortcut]));
    expect(keys).toEqual({
      'Email address': ['y', '1'],
      Password: ['y', '2'],
      'First name': ['y', '3'],
      'Last name': ['y', '4'],
      'Full name': ['y', '5'],
      Birthdate: ['y', '6'],
      'Address line 1': ['y', '7'],
      'Address line 2': ['y', '8'],
      City: ['y', '9'],
      Region: ['y', 'r'],
      'Postal code': ['y', 'z'],
      Country: ['y', 'o'],
      Telephone: ['y', 't'],
    });
  });

  it('make a palette command per field the persona has, keeping each key whatever is empty', () => {
    const commands = personaCopyCommands(PERSONA);
    const titles = commands.map((command) => command.title);
    expect(titles).not.toContain('Copy last name');
    expect(titles).not.toContain('Copy address line 2');
    expect(commands.find((command) => command.title === 'Copy password')?.shortcut).toEqual(['y', '2']);
    expect(commands.find((command) => command.title === 'Copy city')?.shortcut).toEqual(['y', '9']);
  });
});
