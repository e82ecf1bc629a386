import { Box, Text, render, useApp, useInput } from 'ink';
import { useEffect, useReducer, useState } from 'react';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import type { PromptField } from './prompt';
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
    if (state.outcome === 'cancelled') exit(new CliError('Cancelled.'));
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
  const instance = render(<PromptForm fields={fields} />, {
    stdin: io.stdin as NodeJS.ReadStream,
    stdout: io.stderr as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  const values = (await instance.waitUntilExit()) as string[];
  // Passwords are kept exactly as typed; other answers lose stray spaces.
  return Object.fromEntries(fields.map((field, i) => [field.name, field.mask ? (values[i] ?? '') : (values[i] ?? '').trim()])) as Record<
    Name,
    string
  >;
}
