export * from './constants';
export * from './schema';
export * from './rules';
export * from './search-dates';
export * from './endpoints';
export * from './relative-date';
