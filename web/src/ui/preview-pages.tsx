import { useMemo, useState } from 'react';
import { CheckboxField } from './checkbox-field';
import type { Command } from './commands/command-registry';
import { useCommands } from './commands/commands-context';
import './pagination.css';

/** Rows an import's preview draws at once: thousands of rows with a checkbox each would hold the page for seconds. */
const PREVIEW_PAGE_SIZE = 100;

const number = (n: number) => n.toLocaleString('en-US');

/**
 * A long preview's page, kept on the screen rather than in the URL (the rows live only in it): the
 * lines of the page shown, and the page keys, `]` next, `[` previous, `{` first, `}` last. A page
 * past the end (the lines shrank) shows the last one.
 */
function usePreviewPage<T>(lines: readonly T[], size = PREVIEW_PAGE_SIZE) {
  const [wanted, setWanted] = useState(1);
  const pages = Math.max(1, Math.ceil(lines.length / size));
  const page = Math.min(wanted, pages);
  const go = (to: number) => setWanted(Math.min(Math.max(to, 1), pages));

  const commands: Command[] = [];
  if (page < pages) {
    commands.push({ id: 'preview.pages.next', title: 'Next page of rows', group: 'Pages', shortcut: ']', perform: () => go(page + 1) });
    commands.push({ id: 'preview.pages.last', title: 'Last page of rows', group: 'Pages', shortcut: '}', perform: () => go(pages) });
  }
  if (page > 1) {
    commands.push({
      id: 'preview.pages.previous',
      title: 'Previous page of rows',
      group: 'Pages',
      shortcut: '[',
      perform: () => go(page - 1),
    });
    commands.push({ id: 'preview.pages.first', title: 'First page of rows', group: 'Pages', shortcut: '{', perform: () => go(1) });
  }
  useCommands(commands);

  const from = (page - 1) * size;
  return { page, pages, from, shown: lines.slice(from, from + size), total: lines.length, go };
}

/** The page a preview shows, as `usePreviewPage` gives it. */
type PreviewPage = { page: number; pages: number; from: number; total: number; shown: { length: number }; go: (page: number) => void };

/** "Rows 101–200 of 10,000", with Previous and Next buttons around it when there is more than one page. */
function PreviewPagination({ paging: { page, pages, from, total, shown, go } }: { paging: PreviewPage }) {
  const span = total === 0 ? 'No rows' : `Rows ${number(from + 1)}–${number(from + shown.length)} of ${number(total)}`;
  return (
    <nav className="pagination" aria-label="Pages of rows">
      {pages > 1 && (
        <button type="button" disabled={page === 1} aria-keyshortcuts="[" onClick={() => go(page - 1)}>
          Previous
        </button>
      )}
      <span>{span}</span>
      {pages > 1 && (
        <button type="button" disabled={page === pages} aria-keyshortcuts="]" onClick={() => go(page + 1)}>
          Next
        </button>
      )}
    </nav>
  );
}

/**
 * A preview's pages with a switch to the lines a person still has to deal with (`needsAttention`,
 * kept stable by the caller: the lines are filtered once per change of either). Switching shows page 1.
 */
export function useAttentionPages<T>(lines: readonly T[], needsAttention: (line: T) => boolean) {
  const [only, setOnly] = useState(false);
  const attention = useMemo(() => lines.filter(needsAttention), [lines, needsAttention]);
  const paging = usePreviewPage(only ? attention : lines);
  return {
    paging,
    attention: attention.length,
    only,
    showOnly(on: boolean) {
      setOnly(on);
      paging.go(1);
    },
  };
}

/** The switch to the lines needing attention, and the pages, above a preview. */
export function PreviewToolbar({ pages }: { pages: ReturnType<typeof useAttentionPages> }) {
  return (
    <div className="form-actions">
      <CheckboxField
        label={`Only rows needing attention (${pages.attention})`}
        checked={pages.only}
        onChange={(event) => pages.showOnly(event.target.checked)}
      />
      <PreviewPagination paging={pages.paging} />
    </div>
  );
}
