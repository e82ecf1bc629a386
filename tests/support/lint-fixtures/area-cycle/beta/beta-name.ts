import { gammaName } from '../gamma';

export const betaName = (): string => `beta, then ${gammaName()}`;
