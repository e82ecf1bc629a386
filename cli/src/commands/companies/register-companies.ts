import type { Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../action';
import { examples } from '../help';
import { addCompanyFilterOptions } from './company-filters';
import { exportCompanies } from './export-companies';
import { listCompanies } from './list-companies';
import { showCompany } from './show-company';

export function registerCompanies(program: Command, runtime: Runtime): void {
  const companies = program
    .command('companies')
    .summary('list, look up and export companies')
    .helpCommand(false)
    .description('The brands staff sign tracked inboxes up to: list and filter them, look one up, export them as CSV.')
    .addHelpText('after', examples('trackctl companies list --q acme', 'trackctl companies show acme.com', 'trackctl companies export -o companies.csv'));

  addCompanyFilterOptions(
    companies
      .command('list')
      .summary('list companies, filtered as on the companies screen')
      .description(
        'List companies a page at a time, with the filters of the console\'s companies screen. Prints a table, ' +
          'with the page and the number of matches on stderr, or the JSON:API document with --json.',
      ),
  )
    .option('--page <n>', 'the page to show (default 1)')
    .option('--size <n>', 'companies per page (default 25, at most 250)')
    .addHelpText(
      'after',
      examples(
        'trackctl companies list --q acme',
        'trackctl companies list --health expired --journey-types cart_abandoner,purchaser',
        'trackctl companies list --good-fit --company-type retailer --sort tracked_count:desc',
        'trackctl companies list --technologies Klaviyo,Mailchimp --page 2 --size 50',
        'trackctl companies list --group-id 12 --json | jq -r \'.data[].attributes.domain_name\'',
      ),
    )
    .action(action(runtime, listCompanies));

  companies
    .command('show')
    .summary('show one company')
    .description(
      'Show every field of a company, its technologies and its journey health per journey type. A number is ' +
        'taken as the company\'s id; anything else is looked up as a domain (or an exact name). Exits 1 when no company matches.',
    )
    .argument('<id|domain>', 'the company\'s id, or its domain such as acme.com')
    .addHelpText('after', examples('trackctl companies show 42', 'trackctl companies show acme.com', 'trackctl companies show https://www.acme.com/ --json'))
    .action(action(runtime, (context, command) => showCompany(context, String(command.args[0] ?? ''))));

  addCompanyFilterOptions(
    companies
      .command('export')
      .summary('export companies as CSV')
      .description(
        'Download the CSV of the companies matching the filters, as the console\'s export does: to stdout, or to a file ' +
          'with --output (written whole or not at all). The server exports at most 9,999 companies and says when more ' +
          'matched; the rows written so far show on stderr.',
      ),
  )
    .option('-o, --output <file>', 'write the CSV to this file instead of stdout (- for stdout)')
    .option('--dry-run', 'say how many companies would be exported, and write nothing')
    .addHelpText(
      'after',
      examples(
        'trackctl companies export -o companies.csv',
        'trackctl companies export --good-fit --tags Retail -o retail.csv',
        'trackctl companies export --health dormant --dry-run',
        'trackctl companies export --company-type brand | gzip > brands.csv.gz',
      ),
    )
    .action(action(runtime, exportCompanies));
}
