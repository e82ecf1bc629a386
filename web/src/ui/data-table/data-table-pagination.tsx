import { pageTotalText, type PageMeta } from '@tracker/core/contract';
import { Link, useLocation } from 'wouter';
import { useCommands } from '../commands/commands-context';
import type { Command } from '../commands/command-registry';
import { Pagination } from '../pagination';
import type { ListScreenState } from './use-list-screen';

type Props = {
  meta: PageMeta | undefined;
  /** The rows' noun, singular and plural: ['company', 'companies']. */
  noun: readonly [string, string];
  /** The address of a page, read by `cursor` when there is one (the pages beside this one, see besideHref). */
  hrefFor: (page: number, cursor?: string) => string;
  /** Id prefix of the page commands (`]`, `[`, `}`, `{`); false when another list on the screen has them. */
  keys?: string | false;
};

/** A list screen's pagination takes its page and links from the screen's list (`useListScreen`). */
type ListProps = Omit<Props, 'meta' | 'hrefFor'> & { list: ListScreenState<unknown> };

/**
 * How many rows matched ("10,000+" past the server's count cap, "about 48,000" when the server
 * estimated them), the previous and next page links,
 * and the page commands: `]` next, `[` previous, `{` first, `}` last. A page past the end (an old
 * link, a list that shrank) says so and links to the last page.
 */
export function DataTablePagination(props: Props | ListProps) {
  const { noun, keys = 'pages' } = props;
  const { meta, hrefFor: pageHref } = 'list' in props ? { meta: props.list.query.data?.meta, hrefFor: props.list.pageHref } : props;
  const hrefFor = meta ? besideHref(meta, pageHref) : pageHref;
  return (
    <>
      {keys !== false && meta && <PageKeys id={keys} meta={meta} hrefFor={hrefFor} />}
      {meta && <PageSummary meta={meta} noun={noun} hrefFor={hrefFor} />}
    </>
  );
}

/**
 * Page addresses that read the next and previous pages by the cursors the list gave (so a deep page
 * costs what the first does, and rows added meanwhile neither repeat nor go missing); other pages,
 * and lists without cursors, by number.
 */
function besideHref(meta: PageMeta, hrefFor: Props['hrefFor']): (page: number) => string {
  return (page) => {
    const cursor = page === meta.page + 1 ? meta.next_cursor : page === meta.page - 1 ? meta.previous_cursor : undefined;
    return hrefFor(page, cursor);
  };
}

function PageSummary({ meta, noun, hrefFor }: { meta: PageMeta; noun: Props['noun']; hrefFor: (page: number) => string }) {
  // Past the cap the page count is a lower bound: leave it out while more pages follow.
  const pages = meta.capped && meta.pages > meta.page ? undefined : meta.pages;
  const pastEnd = meta.pages > 0 && meta.page > meta.pages && !meta.capped;
  return (
    <div className="data-table-pagination">
      <span className="muted">
        {pageTotalText(meta)} {meta.total === 1 && !meta.capped ? noun[0] : noun[1]}
      </span>
      {pastEnd ? (
        <p className="data-table-past-end" role="status">
          Page {meta.page} is past the end: there {meta.pages === 1 ? 'is 1 page' : `are ${meta.pages} pages`}.{' '}
          <Link href={hrefFor(meta.pages)}>Go to the last page</Link>
        </p>
      ) : (
        meta.pages > 1 && <Pagination page={meta.page} pages={pages} hrefFor={hrefFor} />
      )}
    </div>
  );
}

function PageKeys({ id, meta, hrefFor }: { id: string; meta: PageMeta; hrefFor: (page: number) => string }) {
  const [, navigate] = useLocation();
  const last = meta.capped && meta.pages > meta.page ? undefined : Math.max(meta.pages, 1);
  const go = (page: number) => () => navigate(hrefFor(page));
  const commands: Command[] = [];
  if (last === undefined || meta.page < last)
    commands.push({ id: `${id}.next`, title: 'Next page', group: 'Pages', shortcut: ']', perform: go(meta.page + 1) });
  if (meta.page > 1) {
    commands.push({
      id: `${id}.previous`,
      title: 'Previous page',
      group: 'Pages',
      shortcut: '[',
      perform: go(Math.min(meta.page - 1, last ?? meta.page)),
    });
    commands.push({ id: `${id}.first`, title: 'First page', group: 'Pages', shortcut: '{', perform: go(1) });
  }
  if (last !== undefined && meta.page !== last)
    commands.push({ id: `${id}.last`, title: 'Last page', group: 'Pages', shortcut: '}', perform: go(last) });
  useCommands(commands);
  return null;
}
