/** Where signing in lands when there is nowhere to return to, and where the not-found page points. */
export const HOME_PATH = '/registrations';
