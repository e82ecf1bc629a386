// Broken on purpose: alpha uses beta, beta uses gamma, gamma uses alpha; the area boundary rule's test expects it refused.
export { alphaName } from './alpha-name';
