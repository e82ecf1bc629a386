import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CommandPalette } from '../ui/palette/command-palette';

/** A button opening the command palette, as Ctrl/Cmd+K does in the shell, for a screen rendered alone. */
export function PaletteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the palette
      </button>
      {open && <CommandPalette onClose={() => setOpen(false)} />}
    </>
  );
}

/** The open palette. */
export const palette = () => screen.getByRole('dialog', { name: 'Command palette' });

/** The options the palette lists now, by their text. */
export const paletteOptions = () =>
  within(palette())
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Opens the palette with PaletteButton and chooses the command titled `title`: it runs, or opens its page. */
export function choosePaletteCommand(title: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open the palette' }));
  fireEvent.change(screen.getByPlaceholderText('Type a command or search…'), { target: { value: title } });
  const command = within(palette())
    .getAllByRole('option')
    // By its title alone: an option shows the command's shortcut beside it.
    .find((option) => option.firstElementChild?.textContent === title);
  if (!command) throw new Error(`The palette lists no command "${title}".`);
  fireEvent.click(command);
}
