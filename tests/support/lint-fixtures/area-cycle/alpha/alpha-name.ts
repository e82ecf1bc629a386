import { betaName } from '../beta';

export const alphaName = (): string => `alpha, then ${betaName()}`;
