export { gammaName } from './gamma-name';
