export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const SESSION_TTL_DAYS = 14;
/** Sessions one user may hold (browsers, machines); a sign-in past them ends the oldest. */
export const SESSIONS_PER_USER = 10;
/** How long an API token lives when its creator names no other term; every token expires. */
export const API_TOKEN_TTL_DAYS = 90;
export const API_TOKEN_MAX_TTL_DAYS = 3650;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SESSION_COOKIE = 'tracker_session';
/** Failed sign-ins allowed from one client address for one email in a window; past them that pair is refused (429). */
export const SIGN_IN_ATTEMPTS = 10;
/** Failed sign-ins allowed from one client address, whatever the emails, in a window. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 30;
/**
 * Failed sign-ins for one email, from any addresses, in a window, past which each attempt for it is
 * slowed down (never refused: an attacker elsewhere must not lock its owner out).
 */
export const SIGN_IN_SLOWDOWN_AFTER = 10;
/** The longest a slowed-down sign-in waits, in seconds. */
export const SIGN_IN_SLOWDOWN_MAX_SECONDS = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
