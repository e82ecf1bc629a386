import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';

type ParamValue = string | number | boolean | readonly string[];
/** Each parameter's default; its type says how the URL's text is read (lists repeat the key). */
export type ParamDefaults = Record<string, ParamValue>;
type Patch<T extends ParamDefaults> = Partial<{ [K in keyof T]: T[K] }>;
type WriteOptions = { replace?: boolean };

function read(params: URLSearchParams, key: string, fallback: ParamValue): ParamValue {
  if (Array.isArray(fallback)) return params.has(key) ? params.getAll(key) : fallback;
  const raw = params.get(key);
  if (raw === null) return fallback;
  if (typeof fallback === 'number') return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : fallback;
  if (typeof fallback === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : fallback;
  return raw;
}

/** The parameters `defaults` names, read from a query string (the defaults where missing or unreadable). */
export function readSearchParams<T extends ParamDefaults>(params: URLSearchParams, defaults: T): T {
  const values: Record<string, ParamValue> = {};
  for (const [key, fallback] of Object.entries(defaults)) values[key] = read(params, key, fallback);
  return values as T;
}

function sameValue(a: ParamValue, b: ParamValue): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.join('\n') === b.join('\n') : a === b;
}

/**
 * The query after applying `patch`: defaults leave the URL, other keys stay as they are, changing
 * anything but `page` goes back to page 1, and any change that does not name a `cursor` drops the
 * one the URL had (a list's cursor reads one page of one search: see pageOf).
 */
function applyPatch<T extends ParamDefaults>(current: URLSearchParams, patch: Patch<T>, defaults: T): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch) as [string, ParamValue | undefined][]) {
    next.delete(key);
    const fallback = defaults[key];
    if (value === undefined || (fallback !== undefined && sameValue(value, fallback))) continue;
    if (Array.isArray(value)) for (const item of value) next.append(key, item);
    else next.set(key, String(value));
  }
  if (!('page' in patch) && Object.keys(patch).length > 0) next.delete('page');
  if (!('cursor' in patch) && Object.keys(patch).length > 0) next.delete('cursor');
  return next;
}

/** `path?query`, leaving `:` and `,` readable (`sort=name:asc`); both are legal in a query. */
function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  return query ? `${path}?${query}` : path;
}

/**
 * List state kept in the URL (filters, sort, page), typed by its defaults:
 * `const [params, setParams, hrefFor] = useSearchParamsState(COMPANY_FILTERS)`.
 * Writing pushes a history entry (pass `{ replace: true }` while typing), so back and forward work.
 * Keep `defaults` a module-level constant so `params` stays the same object between renders.
 */
export function useSearchParamsState<T extends ParamDefaults>(defaults: T) {
  const [path, navigate] = useLocation();
  const [searchParams] = useSearchParams();

  const params = useMemo(() => readSearchParams(searchParams, defaults), [searchParams, defaults]);

  // Several writes before the next render build on each other.
  const written = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);
  const latest = useRef({ path, searchParams, navigate });
  useLayoutEffect(() => {
    latest.current = { path, searchParams, navigate };
  });
  // The same function every render, so memoised columns and rows that call it stay memoised.
  const setParams = useCallback(
    (patch: Patch<T>, options?: WriteOptions) => {
      const { path, searchParams, navigate } = latest.current;
      const base = written.current?.over === searchParams ? written.current.params : searchParams;
      const next = applyPatch(base, patch, defaults);
      written.current = { over: searchParams, params: next };
      navigate(withQuery(path, next), options);
    },
    [defaults],
  );

  /** The address of this list with `patch` applied, for links such as pagination. */
  function hrefFor(patch: Patch<T>): string {
    return withQuery(path, applyPatch(searchParams, patch, defaults));
  }

  return [params, setParams, hrefFor] as const;
}
