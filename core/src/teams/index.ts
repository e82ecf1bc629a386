export * from './constants';
export * from './rules';
export * from './schema';
export * from './endpoints';
export * from './trial-end';
