import { Box, Text, render, useApp, useInput } from 'ink';
import { useEffect, useReducer, useState } from 'react';
import { InterruptedError } from '../errors/interrupted-error';
import type { Io } from '../io/io';
import type { PromptField } from './prompt';
import { holdStatusLine } from './status-line';
import { editForm, editsOf, initialForm } from './prompt-edits';

function PromptForm({ fields }: { fields: readonly PromptField[] }) {
  const { exit } = useApp();
  const [reducer] = useState(() => editForm(fields));
  const [state, dispatch] = useReducer(reducer, fields, initialForm);

  useInput((input, key) => {
    for (const action of editsOf(input, key)) dispatch(action);
  });

  useEffect(() => {
    if (state.outcome === 'done') exit(state.values);
    // Ctrl+C (or Escape) while asked: the command ends as interrupted, exit 130.
    if (state.outcome === 'cancelled') exit(new InterruptedError());
  }, [state, exit]);

  return (
    <Box flexDirection="column">
      {fields.slice(0, state.index + 1).map((field, i) => {
        const value = state.values[i] ?? '';
        return (
          <Text key={field.name}>
            <Text bold>{field.label}: </Text>
            {field.mask ? '*'.repeat([...value].length) : value}
            {i === state.index && state.outcome === 'editing' ? <Text inverse> </Text> : null}
          </Text>
        );
      })}
      {state.problem ? <Text color="red">{state.problem}</Text> : null}
    </Box>
  );
}

/** Renders the form on stderr, so that stdout keeps only data, and waits for the answers. */
export async function runPromptForm<Name extends string>(io: Io, fields: readonly PromptField<Name>[]): Promise<Record<Name, string>> {
  // The form owns stderr's last lines while it asks: no waiting spinner draws into it.
  const release = holdStatusLine(io.stderr);
  const instance = render(<PromptForm fields={fields} />, {
    stdin: io.stdin as NodeJS.ReadStream,
    stdout: io.stderr as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  // A SIGTERM or SIGHUP while asked (Ctrl+C is a key here) ends the prompt as Ctrl+C would.
  const onStop = () => instance.unmount(new InterruptedError());
  io.signal?.addEventListener('abort', onStop, { once: true });
  if (io.signal?.aborted) onStop();
  let values: string[];
  try {
    values = (await instance.waitUntilExit()) as string[];
  } finally {
    io.signal?.removeEventListener('abort', onStop);
    release();
  }
  // Passwords are kept exactly as typed; other answers lose stray spaces.
  return Object.fromEntries(fields.map((field, i) => [field.name, field.mask ? (values[i] ?? '') : (values[i] ?? '').trim()])) as Record<
    Name,
    string
  >;
}
