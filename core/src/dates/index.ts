export * from './clock';
export * from './zone';
export * from './days';
export * from './range-bounds';
export * from './journey-dates';
export * from './relative-date';
export * from './period-end';
export * from './date-range';
