import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import type { PromptField } from './prompt';
import { editForm, editsOf, initialForm, type FormState } from './prompt-edits';

const fields: PromptField[] = [
  { name: 'email', label: 'Email', initial: 'ada@example.com' },
  { name: 'password', label: 'Password', mask: true },
];

const plain: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** Feeds keypresses (text, or a Key override) to the form as Ink would report them. */
function type(...presses: Array<string | Partial<Key> | [string, Partial<Key>]>): FormState {
  const reduce = editForm(fields);
  let state = initialForm(fields);
  for (const press of presses) {
    const [input, key] = typeof press === 'string' ? [press, {}] : Array.isArray(press) ? press : ['', press];
    for (const edit of editsOf(input, { ...plain, ...key })) state = reduce(state, edit);
  }
  return state;
}

describe('login prompt', () => {
  it('offers the stored email, then takes the password as typed, with backspace', () => {
    const state = type({ return: true }, 'hunter2', { delete: true }, '3 ', { return: true });
    expect(state).toMatchObject({ outcome: 'done', values: ['ada@example.com', 'hunter3 '] });
  });

  it('asks again instead of accepting an empty password', () => {
    const state = type({ return: true }, { return: true });
    expect(state).toMatchObject({ outcome: 'editing', index: 1, problem: 'Enter your password.' });
  });

  it('submits a pasted password that ends in a newline', () => {
    expect(type({ return: true }, 'pasted-secret\n')).toMatchObject({ outcome: 'done', values: ['ada@example.com', 'pasted-secret'] });
  });

  it('clears a field with Ctrl+U and cancels with Ctrl+C or Escape', () => {
    expect(type(['u', { ctrl: true }]).values[0]).toBe('');
    expect(type(['c', { ctrl: true }]).outcome).toBe('cancelled');
    expect(type({ escape: true }).outcome).toBe('cancelled');
  });
});
