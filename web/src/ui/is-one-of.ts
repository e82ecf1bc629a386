/** Whether `value` is one of an `as const` array's values (core's enumerations, a screen's tabs), narrowing it to them. */
export function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly (string | undefined)[]).includes(value);
}
