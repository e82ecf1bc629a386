import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { saveStatus, useSaveStatus } from './save-status';
import './status-indicator.css';

const LABELS = { idle: '', saving: 'Saving…', saved: 'Saved' } as const;

/** Shows saving, saved or the last error; a new route starts blank. */
export function StatusIndicator() {
  const status = useSaveStatus();
  const [pathname] = useLocation();
  useEffect(() => saveStatus.clear(), [pathname]);

  return (
    <p className="status-indicator" data-state={status.state} role="status">
      {status.state === 'error' ? `Not saved: ${status.message}` : status.state === 'done' ? status.message : LABELS[status.state]}
    </p>
  );
}
