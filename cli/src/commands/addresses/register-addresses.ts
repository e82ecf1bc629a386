import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { PAGE_SIZES } from '../../generated/core-constants';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';

/** The addresses list's sizes, as the endpoint declares them (generated from its query schema). */
export const ADDRESS_PAGING: Paging = { noun: { one: 'address', many: 'addresses' }, ...PAGE_SIZES.listAddresses };

/** The addresses noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerAddresses(addresses: Command, runtime: Runtime): void {
  addresses
    .helpCommand(false)
    .description(
      'The tracked inboxes registrations create, each with the persona staff sign up with: find them by company or ' +
        'by address, and show one with its persona, postal address and events.',
    )
    .addHelpText(
      'after',
      examples('trackctl addresses list --companies acme', 'trackctl addresses list --q avery', 'trackctl addresses show 40'),
    );

  addPagingOptions(
    addFilterOptions(
      addresses
        .command('list')
        .summary('list tracked inboxes, newest first')
        .description(
          'List tracked inboxes a page at a time, filtered by company (name or domain, or --company-id) or by the address. ' +
            'Prints a table, the page on stderr, or the document with --json.',
        ),
      FILTER_FLAGS.addresses,
    ),
    ADDRESS_PAGING,
  )
    .addHelpText(
      'after',
      examples(
        'trackctl addresses list --companies acme',
        'trackctl addresses list --company-id 66 --all',
        'trackctl addresses list --q avery --json',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./list-addresses')).listAddresses(context, command)));

  addresses
    .command('show')
    .summary('show an inbox with its persona, postal address and events')
    .description(
      'Prints the inbox: its address, company and journey, the persona it signs up with (name, birthdate, password, postal address) and its events (the document with --json). Exits 1 when no address has the id.',
    )
    .argument('<id>', "the address's id (trackctl addresses list shows it)")
    .addHelpText('after', examples('trackctl addresses show 40', 'trackctl addresses show 40 --json'))
    .action(action(runtime, async (context, command) => (await import('./show-address')).showAddress(context, command.args[0]!)));
}
