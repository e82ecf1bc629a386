export { betaName } from './beta-name';
