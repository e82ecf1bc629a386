/**
 * Loads @tracker/core (the contract's zod schemas, the client on ofetch, the constants). Only ever
 * through here, on first use: the start-up chunk must not carry it (`--help` stays fast).
 */
export function loadCore() {
  return import('@tracker/core');
}

export type Core = Awaited<ReturnType<typeof loadCore>>;
