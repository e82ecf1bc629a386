export * from './constants';
export * from './schema';
export * from './rules';
export * from './endpoints';
