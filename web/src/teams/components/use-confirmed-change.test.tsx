import { ApiError } from '@tracker/core/errors';
import type { Confirmations } from '@tracker/core/teams';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmedChange } from './use-confirmed-change';

const asks = (pointer: string, detail: string) =>
  new ApiError(409, [{ status: '409', code: 'conflict', title: 'Conflict', detail, source: { pointer } }]);

function Activate({ attempt, onDone }: { attempt: (confirmations: Confirmations) => Promise<unknown>; onDone: () => void }) {
  const { run, dialog, error } = useConfirmedChange(onDone);
  return (
    <>
      <button type="button" onClick={() => void run('eve@customer.example', attempt)}>
        Activate
      </button>
      {error && <p role="alert">{error}</p>}
      {dialog}
    </>
  );
}

describe('a member change the server asks to confirm', () => {
  it('goes from the limit to the billing confirmation on a team billed automatically, and then saves', async () => {
    // The server asks for one confirmation at a time, as it does for a member past the limit of a v3 team charged automatically.
    const attempt = vi.fn(async (confirmations: Confirmations) => {
      if (!confirmations.confirm_over_limit) throw asks('/confirm_over_limit', 'The team has 5 of 5 active members.');
      if (!confirmations.confirm_billing) throw asks('/confirm_email', 'Type the member’s email and confirm automatic billing.');
    });
    const onDone = vi.fn();
    render(<Activate attempt={attempt} onDone={onDone} />);

    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go past the limit' }));
    const typed = await screen.findByLabelText('Type eve@customer.example to confirm');
    fireEvent.change(typed, { target: { value: 'eve@customer.example' } });
    fireEvent.click(screen.getByLabelText('Bill this team automatically for this member'));
    fireEvent.submit(typed.closest('form')!);

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(attempt).toHaveBeenLastCalledWith({ confirm_over_limit: true, confirm_email: 'eve@customer.example', confirm_billing: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
