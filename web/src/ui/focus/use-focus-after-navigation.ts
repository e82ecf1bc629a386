import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** How long after a navigation a screen that is still loading may take focus when it arrives. */
const ARRIVAL_WINDOW_MS = 10_000;

/** What a screen wants focused when the user arrives: its marked table, else its heading. */
function arrivalTarget(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('[data-focus-on-arrival]') ?? main.querySelector<HTMLElement>('h1');
}

/**
 * After every navigation (a new path, not a filter change) focus goes to the new screen's table
 * (one marked `data-focus-on-arrival`) or its heading, never to `<body>`: screen readers announce
 * where the user is, and the screen's keys work at once. A screen that loads lazily takes focus
 * when its heading appears; a loading heading replaced by the real one hands focus on. Focus the
 * user moved meanwhile (into a field, the palette) stays where they put it.
 */
export function useFocusAfterNavigation(mainId: string): void {
  const [pathname] = useLocation();
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    let focused: HTMLElement | null = null;
    const untouched = () => {
      const active = document.activeElement;
      if (!active || active === document.body || active === main) return true;
      if (active.closest('dialog[open]')) return false;
      // Before the screen took focus, focus outside it (the link that was followed) is not the user's choice here.
      return focused === null && !main.contains(active);
    };
    const observer = new MutationObserver(place);
    const timer = setTimeout(stop, ARRIVAL_WINDOW_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    function place() {
      if (focused?.isConnected && document.activeElement === focused) return;
      if (!untouched()) return stop();
      const target = arrivalTarget(main as HTMLElement);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // A table taller than the screen would be scrolled to its top, hiding the screen's header:
      // a target that starts in view is focused where it is.
      const top = target.getBoundingClientRect().top;
      target.focus({ preventScroll: top >= 0 && top < window.innerHeight });
      focused = target;
    }
    observer.observe(main, { childList: true, subtree: true });
    place();
    return stop;
  }, [pathname, mainId]);
}
