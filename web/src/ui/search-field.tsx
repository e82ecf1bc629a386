import { useEffect, useId, useRef, useState } from 'react';

type Props = {
  label: string;
  /** The value in the URL. */
  value: string;
  /** Called once typing pauses; `replace` is set for every write after the first of a burst. */
  onSearch: (value: string, options: { replace: boolean }) => void;
  placeholder?: string;
  delay?: number;
  inputMode?: 'search' | 'numeric';
  className?: string;
};

/**
 * A search box over a URL parameter. It writes after typing pauses: the first write of a burst adds
 * a history entry and the rest replace it, so Back returns to the search before, not to each
 * keystroke. When the URL changes under it (Back, a reset), it shows the URL's value.
 */
export function SearchField({ label, value, onSearch, placeholder, delay = 300, inputMode = 'search', className }: Props) {
  const id = useId();
  // What the user typed, and the URL value it was typed over; a different URL value wins.
  const [draft, setDraft] = useState<{ over: string; text: string } | null>(null);
  const burst = useRef(false);
  const shown = draft && draft.over === value ? draft.text : value;
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    if (!draft || draft.over !== value || draft.text === value) return;
    const timer = setTimeout(() => {
      latest.current(draft.text, { replace: burst.current });
      burst.current = true;
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay]);

  return (
    <div className={['field search-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        inputMode={inputMode}
        value={shown}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setDraft({ over: value, text: event.target.value })}
        onBlur={() => (burst.current = false)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter searches at once.
          if (shown !== value) latest.current(shown, { replace: burst.current });
          burst.current = true;
        }}
      />
    </div>
  );
}
