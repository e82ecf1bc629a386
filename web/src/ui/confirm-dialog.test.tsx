import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const ask = (onConfirm: () => Promise<unknown>, onClose = vi.fn()) => {
  render(
    <ConfirmDialog
      title="Remove comment"
      message="Remove this comment?"
      confirmLabel="Remove comment"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Remove comment' }), onClose };
};

describe('the confirmation every "are you sure" of the console uses', () => {
  it('arrives on Cancel, so Enter or Escape on arrival changes nothing', () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { dialog, onClose } = ask(onConfirm);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(document.activeElement!);
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes once the action is done, and stays open saying why when it is refused', async () => {
    const { dialog, onClose } = ask(() => Promise.reject(new Error('This comment is not yours to remove.')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'This comment is not yours to remove.');
    expect(onClose).not.toHaveBeenCalled();
    cleanup();

    const done = ask(() => Promise.resolve());
    fireEvent.click(within(done.dialog).getByRole('button', { name: 'Remove comment' }));
    await waitFor(() => expect(done.onClose).toHaveBeenCalled());
  });
});
