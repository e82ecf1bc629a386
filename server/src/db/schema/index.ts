export * from './enums';
export * from './users';
export * from './auth';
export * from './audit';
