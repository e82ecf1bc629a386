export * from './constants';
export * from './schema';
export * from './endpoints';
export * from './rules';
export * from './recap-range';
