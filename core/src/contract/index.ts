export * from './endpoint';
export * from './jsonapi';
export * from './query';
export * from './endpoints';
