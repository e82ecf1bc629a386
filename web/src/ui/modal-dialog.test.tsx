import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog';

/** A screen with a heading, and a dialog over it while `open`. */
function Screen({ open }: { open: boolean }) {
  return (
    <main>
      <h1 tabIndex={-1}>A record</h1>
      {open && (
        <ModalDialog label="Question" onClose={() => {}}>
          <button type="button" data-autofocus>
            Cancel
          </button>
        </ModalDialog>
      )}
    </main>
  );
}

describe('a modal dialog', () => {
  it('gives focus back to where it was when it closes', () => {
    const { rerender } = render(<Screen open={false} />);
    screen.getByRole('heading').focus();
    rerender(<Screen open />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    rerender(<Screen open={false} />);

    expect(document.activeElement).toBe(screen.getByRole('heading'));
  });
});
