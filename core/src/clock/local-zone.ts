/** The zone this runtime is in (the browser's, in the web console). */
export function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
