import type { Key } from 'ink';
import type { PromptField } from './prompt';

/** The state of a prompt form: its answers so far and the field being typed in. */
export type FormState = {
  values: string[];
  index: number;
  problem: string | undefined;
  outcome: 'editing' | 'done' | 'cancelled';
};
export type Edit = { kind: 'type'; text: string } | { kind: 'erase' | 'clear' | 'submit' | 'cancel' };

/** What a keypress, or a pasted chunk of text, asks the form to do. */
export function editsOf(input: string, key: Key): Edit[] {
  if ((key.ctrl && input === 'c') || key.escape) return [{ kind: 'cancel' }];
  if (key.return) return [{ kind: 'submit' }];
  // Terminals send Backspace as DEL, which Ink reports as `delete`.
  if (key.backspace || key.delete) return [{ kind: 'erase' }];
  if (key.ctrl && input === 'u') return [{ kind: 'clear' }];
  if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return [];
  // Pasted text arrives as one chunk and may end in a newline, which submits like Enter.
  const edits: Edit[] = [];
  for (const char of input) {
    if (char === '\r' || char === '\n') edits.push({ kind: 'submit' });
    else if (char === '\u007f' || char === '\b') edits.push({ kind: 'erase' });
    else if (char >= ' ') edits.push({ kind: 'type', text: char });
  }
  return edits;
}

export function initialForm(fields: readonly PromptField[]): FormState {
  return { values: fields.map((f) => f.initial ?? ''), index: 0, problem: undefined, outcome: 'editing' };
}

/** Applies one edit. A reducer, so that keys typed faster than a render each see the last. */
export function editForm(fields: readonly PromptField[]) {
  return (state: FormState, action: Edit): FormState => {
    if (state.outcome !== 'editing') return state;
    const field = fields[state.index];
    const value = state.values[state.index] ?? '';
    const set = (next: string): FormState => ({
      ...state,
      values: state.values.map((v, i) => (i === state.index ? next : v)),
      problem: undefined,
    });
    switch (action.kind) {
      case 'cancel':
        return { ...state, outcome: 'cancelled' };
      case 'submit':
        if ((field?.mask ? value : value.trim()) === '') {
          return { ...state, problem: `Enter your ${field?.label.toLowerCase() ?? 'answer'}.` };
        }
        return state.index === fields.length - 1 ? { ...state, outcome: 'done' } : { ...state, index: state.index + 1 };
      case 'erase':
        return set([...value].slice(0, -1).join(''));
      case 'clear':
        return set('');
      case 'type':
        return set(value + action.text);
    }
  };
}
