export * from './constants';
export * from './schema';
export * from './endpoints';
export * from './rules';
export * from './import-plan';
export * from './import-edit';
export * from './journey-dates';
