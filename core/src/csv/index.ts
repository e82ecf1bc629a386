export * from './write-csv';
