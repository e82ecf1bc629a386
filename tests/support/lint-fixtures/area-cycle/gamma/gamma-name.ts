import type { alphaName } from '../alpha';

// A type import is a use too: gamma cannot change without looking at alpha.
export const gammaName = (): string => 'gamma' satisfies ReturnType<typeof alphaName>;
