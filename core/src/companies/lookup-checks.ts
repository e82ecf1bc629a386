/** A row of a file that is not looked up, and why: said before anything is sent. */
export type LookupSkip = { row: number; value: string; reason: string };

/** A value to look up as it will be sent (a URL as its domain), or why it cannot name a company. */
export type CheckedLookupValue = { value: string } | { reason: string };

const FORMULA = /^=|^[+\-@][A-Za-z_][\w.]*\(|^[+\-@]\$?[A-Za-z]{1,3}\$?\d+/;
const EMAIL = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/;
const SCHEME = /^([a-z][a-z\d+.-]*):\/\//i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6 = /^\[?[\da-f]*:[\da-f:.]*\]?$/i;
const LOCAL = /(^|\.)(localhost|local|localdomain)$/i;

/** Why a host cannot be a company's domain, if it cannot. */
function hostProblem(host: string): string | undefined {
  if (IPV4.test(host) || IPV6.test(host)) return 'is an IP address, not a domain';
  if (LOCAL.test(host)) return `is a name of a local network (${host}), not a company's domain`;
  if (!host.includes('.')) return 'has no top-level domain (.com, .co.uk ...)';
  return undefined;
}

/**
 * What a value of a file is to look up: a company id, a name or a domain as it is; a website's
 * address as its domain (`https://www.acme.example/shop?x=1` is `www.acme.example`). Refused, with
 * the reason, is what can only come back "not found": a spreadsheet formula instead of its value,
 * an email address, an IP address, localhost, punctuation alone, two values in one cell (`a;b`).
 */
export function checkLookupValue(raw: string): CheckedLookupValue {
  const value = raw.trim();
  if (FORMULA.test(value)) return { reason: "is a formula, not its value: save or paste the sheet's values" };
  if (!/[\p{L}\p{N}]/u.test(value)) return { reason: 'has no letter or digit' };
  const separator = /[;|]/.exec(value)?.[0];
  if (separator) return { reason: `holds more than one value (separated by "${separator}"): put one company on a row` };
  const email = EMAIL.exec(value);
  if (email) return { reason: `is an email address: give the company's domain (${email[1]?.toLowerCase()})` };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== 'http' && scheme !== 'https') return { reason: `is a ${scheme}: address, not a website` };
    let host: string;
    try {
      host = new URL(value).hostname.replace(/\.$/, '');
    } catch {
      return { reason: 'is not a web address that can be read' };
    }
    const problem = hostProblem(host);
    return problem ? { reason: problem } : { value: host };
  }
  // A host alone (no space), perhaps with a path: its host part is the domain.
  if (!/\s/.test(value) && /^[^/?#]+\.[^/?#.]+([/?#]|$)/.test(value)) {
    const host = value.split(/[/?#]/, 1)[0]!.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
    const problem = hostProblem(host);
    return problem ? { reason: problem } : { value: host };
  }
  if (!/\s/.test(value) && (IPV6.test(value) || LOCAL.test(value))) return { reason: hostProblem(value)! };
  return { value };
}

/** The key two values of one company share: case, `www.` and a final dot aside. */
const sameCompanyKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');

/**
 * Checks each row's value before any lookup (`checkLookupValue`): the rows to look up, their value
 * as it will be sent; the rows refused, with the reason; and the rows repeating an earlier row's
 * company (same domain, name or id), flagged rather than looked up and counted twice.
 */
export function checkLookupRows<T extends { row: number; value: string }>(
  rows: readonly T[],
): { rows: T[]; skipped: LookupSkip[]; duplicates: LookupSkip[] } {
  const checked: T[] = [];
  const skipped: LookupSkip[] = [];
  const duplicates: LookupSkip[] = [];
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    const result = checkLookupValue(row.value);
    if ('reason' in result) {
      skipped.push({ row: row.row, value: row.value.trim(), reason: result.reason });
      continue;
    }
    const key = sameCompanyKey(result.value);
    const first = firstRow.get(key);
    if (first !== undefined) {
      duplicates.push({ row: row.row, value: result.value, reason: `repeats row ${first}` });
      continue;
    }
    firstRow.set(key, row.row);
    checked.push({ ...row, value: result.value });
  }
  return { rows: checked, skipped, duplicates };
}
