export * from './schema';
export * from './endpoints';
