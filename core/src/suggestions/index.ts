export * from './suggestion';
export * from './schema';
export * from './endpoints';
export * from './rules';
export * from './features';
export * from './naive-bayes';
export * from './confirmation-link';
