import { useId, useRef, useState } from 'react';

type Props = {
  userEmail: string;
  onShowApiTokens: () => void;
  onSignOut: () => void;
};

/**
 * The signed-in user's menu in the header: a disclosure button (its list is always in the page,
 * hidden when closed, so `aria-controls` never points at nothing) with the account's actions.
 * Escape closes it and gives focus back to the button; so does leaving it with Tab.
 */
export function UserMenu({ userEmail, onShowApiTokens, onSignOut }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div
      className="user-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="app-user"
        title="Signed in as"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {userEmail}
      </button>
      <ul id={listId} className="user-menu-list" hidden={!open}>
        <li>
          <button type="button" onClick={choose(onShowApiTokens)}>
            API tokens
          </button>
        </li>
        <li>
          <button type="button" onClick={choose(onSignOut)}>
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
