import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { guardedLocation } from './guarded-location';
import { LeaveConfirm } from './leave-confirm';
import { useLeaveGuard } from './leave-guard';

function NoteForm() {
  const [note, setNote] = useState('');
  useLeaveGuard(note !== '');
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <Link href="/teams">Teams</Link>
      <Link href="/users/7?page=2">Next page</Link>
    </>
  );
}

function renderForm() {
  const location = memoryLocation({ path: '/users/7', record: true });
  render(
    <Router hook={guardedLocation(location.hook)}>
      <NoteForm />
      <LeaveConfirm />
    </Router>,
  );
  return { here: () => location.history.at(-1) };
}

describe('a form with unsaved edits', () => {
  it('lets the user leave freely while nothing is typed', () => {
    const { here } = renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Teams' }));
    expect(here()).toBe('/teams');
  });

  it('asks before a route change drops its edits, arriving on Cancel, and leaves only when told', () => {
    const { here } = renderForm();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'half a thought' } });

    fireEvent.click(screen.getByRole('link', { name: 'Teams' }));
    const asked = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(here()).toBe('/users/7');
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'half a thought');

    fireEvent.click(screen.getByRole('link', { name: 'Teams' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(here()).toBe('/teams');
  });

  it('does not ask for a change of the search alone, which stays on the screen', () => {
    const { here } = renderForm();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'half a thought' } });
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe('/users/7?page=2');
  });

  it('asks the browser before the tab is closed or reloaded', () => {
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'half a thought' } });
    expect(unload()).toBe(true);
  });
});

function RunningScreen() {
  const [running, setRunning] = useState(false);
  useLeaveGuard(running, 'running');
  return (
    <>
      <button type="button" onClick={() => setRunning(true)}>
        Start
      </button>
      <Link href="/companies">Companies</Link>
    </>
  );
}

describe('a screen running a bulk job', () => {
  it('asks before leaving while the run goes on, saying leaving stops it', () => {
    const location = memoryLocation({ path: '/companies/bulk', record: true });
    render(
      <Router hook={guardedLocation(location.hook)}>
        <RunningScreen />
        <LeaveConfirm />
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    fireEvent.click(screen.getByRole('link', { name: 'Companies' }));
    const asked = screen.getByRole('dialog', { name: 'Leave while the run goes on?' });
    expect(asked.textContent).toContain('stops the rows not started yet');
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(location.history.at(-1)).toBe('/companies/bulk');
  });
});
