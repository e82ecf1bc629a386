import { useHistoryState } from 'wouter/use-browser-location';

/** Where a journey's back link returns: the screen it was opened from, and what to call it. */
export type JourneyBack = { href: string; label: string };

/**
 * The history state a journey is opened with from a screen that lists journeys. History keeps it
 * with the entry, so the back link still returns there after a reload or Back and Forward.
 */
export function journeyBackState(back: JourneyBack): { journeyBack: JourneyBack } {
  return { journeyBack: back };
}

function isJourneyBack(value: unknown): value is JourneyBack {
  if (typeof value !== 'object' || value === null) return false;
  const { href, label } = value as Record<string, unknown>;
  // Only a path of this console: history state outlives the code that wrote it.
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && typeof label === 'string' && label !== '';
}

/** Where the journey on screen was opened from, or `fallback` when it was not opened from a list (a link, the palette). */
export function useJourneyBack(fallback: JourneyBack): JourneyBack {
  const back = useHistoryState<{ journeyBack?: unknown } | null>()?.journeyBack;
  return isJourneyBack(back) ? back : fallback;
}
