import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { renderAt } from '../../test/render';
import { saveStatus } from './save-status';
import { StatusIndicator } from './status-indicator';

describe('the status indicator', () => {
  afterEach(() => act(() => saveStatus.clear()));

  it('shows saving, then saved', async () => {
    renderAt('/companies/1', <StatusIndicator />);
    let finish: (value: string) => void = () => {};
    const save = new Promise<string>((resolve) => (finish = resolve));

    act(() => void saveStatus.track(save));
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await act(async () => {
      finish('done');
      await save;
    });

    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('shows why a save failed', async () => {
    renderAt('/companies/1', <StatusIndicator />);

    await act(() => saveStatus.track(Promise.reject(new Error('Name is taken'))).catch(() => {}));

    expect(screen.getByRole('status').textContent).toBe('Not saved: Name is taken');
  });

  it('clears when the route changes', () => {
    renderAt(
      '/companies/1',
      <>
        <StatusIndicator />
        <Link href="/companies/2">Next company</Link>
      </>,
    );
    act(() => saveStatus.failed('Name is taken'));

    fireEvent.click(screen.getByText('Next company'));

    expect(screen.getByRole('status').textContent).toBe('');
  });
});
