// Uses alpha, and nothing uses delta: no circle.
import { alphaName } from '../alpha';

export const deltaName = (): string => `delta, then ${alphaName()}`;
