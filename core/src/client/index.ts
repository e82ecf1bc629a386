export * from './create-client';
