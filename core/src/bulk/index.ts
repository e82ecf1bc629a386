export * from './row-machine';
export * from './run-bulk';
export * from './bulk-concurrency';
export * from './bulk-input-error';
export * from './bulk-columns';
export * from './parse-delimited-text';
export * from './parse-spreadsheet';
export * from './parse-bulk-input';
