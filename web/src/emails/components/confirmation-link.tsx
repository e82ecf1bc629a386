import './confirmation-link.css';

/**
 * A double opt-in email's confirmation link, shown prominently: staff open it to confirm the signup.
 * It opens in a new tab without referrer or opener, so the brand learns nothing of the console.
 */
export function ConfirmationLink({ url }: { url: string }) {
  return (
    <p className="confirmation-link" role="note">
      <strong>Double opt-in:</strong>{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        Open the confirmation link
      </a>{' '}
      <span className="muted">to confirm this signup.</span>
    </p>
  );
}
