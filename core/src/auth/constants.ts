export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const SESSION_TTL_DAYS = 14;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SESSION_COOKIE = 'tracker_session';
/** Sign-in attempts allowed per email address and per IP in one window. */
export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_MINUTES = 15;
export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
