/** Stylesheets of screens that failed to arrive (offline, say), by URL. */
const failed = new Set<string>();

/**
 * Notes each screen stylesheet that fails to load, and takes its dead <link> out of <head>. Vite
 * fetches a screen's stylesheet before its code (a failure there is its "Unable to preload CSS")
 * but tries each stylesheet once per page: a screen loaded again after a failure would be drawn
 * without its styles unless `loadFailedStylesheets` fetches them first.
 */
export function watchFailedStylesheets(target: Window = window): () => void {
  const watch = (event: Event) => {
    const element = event.target;
    if (!(element instanceof HTMLLinkElement)) return;
    if (element.rel === 'stylesheet') failed.add(element.href);
    if (element.rel === 'stylesheet' || element.rel === 'modulepreload') element.remove();
  };
  // A resource's error does not bubble; it is seen on its way down, in the capture phase.
  target.addEventListener('error', watch, true);
  return () => target.removeEventListener('error', watch, true);
}

/** Fetches again every screen stylesheet that failed to load; fails if one still cannot be. */
export async function loadFailedStylesheets(): Promise<void> {
  await Promise.all(
    [...failed].map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.addEventListener('load', () => {
            failed.delete(href);
            resolve();
          });
          link.addEventListener('error', () => reject(new Error(`Unable to load ${href}`)));
          document.head.append(link);
        }),
    ),
  );
}
