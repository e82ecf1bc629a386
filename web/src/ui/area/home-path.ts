/** Where unknown paths go, and where signing in lands when there is nowhere to return to. */
export const HOME_PATH = '/registrations';
