// The clock and the runtime's zone alone, without date-fns: what every command of trackctl needs
// at start-up (core/src/dates re-exports both, with the date rules that need date-fns).
export * from './clock';
export * from './local-zone';
