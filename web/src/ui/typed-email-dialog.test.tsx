import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TypedEmailDialog } from './typed-email-dialog';

describe('the typed-email confirmation', () => {
  it('aborts on a mismatch with the spec message, sending nothing, and confirms on the exact email from the keyboard', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(
      <TypedEmailDialog
        title="Cancel subscription"
        email="ann@customer.example"
        confirmLabel="Cancel subscription"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const field = screen.getByLabelText('Type ann@customer.example to confirm');

    fireEvent.change(field, { target: { value: 'Ann@customer.example' } });
    fireEvent.submit(field.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Email address did not match. Please try again.');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'ann@customer.example' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('ann@customer.example');
  });

  it("shows the server's message when the confirmed call fails, and keeps the dialog open", async () => {
    const onClose = vi.fn();
    render(
      <TypedEmailDialog
        title="Remove member"
        email="bob@customer.example"
        confirmLabel="Remove"
        onConfirm={() => Promise.reject(new Error('bob@customer.example owns Acme: change the owner first.'))}
        onClose={onClose}
      />,
    );
    const field = screen.getByLabelText('Type bob@customer.example to confirm');
    fireEvent.change(field, { target: { value: 'bob@customer.example' } });
    fireEvent.submit(field.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('bob@customer.example owns Acme: change the owner first.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
