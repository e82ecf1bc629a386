export * from './error-codes';
export * from './schema';
export * from './api-error';
