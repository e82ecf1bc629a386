/**
 * The last line of stderr on a terminal, redrawn in place, has one owner at a time. A progress
 * line (`createProgress`) and a full-screen or form Ink view (triage, prompts) hold it while they
 * run; the waiting spinner (`createWaiting`) is its only guest: it draws only while nobody holds
 * the line, and is wiped the moment someone takes it or the command prints something.
 */
type LineState = { holders: number; guest: { hide(): void } | undefined };

const lines = new WeakMap<object, LineState>();

function stateOf(stream: object): LineState {
  let state = lines.get(stream);
  if (!state) lines.set(stream, (state = { holders: 0, guest: undefined }));
  return state;
}

/** Takes the line (a spinner showing is wiped first); the function returned gives it back. */
export function holdStatusLine(stream: object): () => void {
  const state = stateOf(stream);
  state.guest?.hide();
  state.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.holders -= 1;
  };
}

/** Wipes the guest's line before a message or data is written; it may draw again below. */
export function clearStatusLine(stream: object): void {
  lines.get(stream)?.guest?.hide();
}

/** The guest's side: whether it may draw now, and how it is wiped when it may not. */
export function visitStatusLine(stream: object, guest: { hide(): void }): { free(): boolean; leave(): void } {
  const state = stateOf(stream);
  state.guest = guest;
  return {
    free: () => state.holders === 0,
    leave: () => {
      if (state.guest === guest) state.guest = undefined;
    },
  };
}
