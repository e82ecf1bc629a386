export * from './endpoint';
export * from './jsonapi';
export * from './query';
export * from './request-input';
export * from './endpoints';
export * from './filters';
export * from './filter-help';
export * from './define-filters';
