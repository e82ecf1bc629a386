/**
 * Where raw emails live (the original MIME message and its rendered JSON): a local directory by
 * default, an object store when configured. Keys are slash-separated paths such as
 * `emails/{guid}/message.eml`.
 */
export type AssetStore = {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** The stored bytes, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** The URL clients fetch the asset from. */
  urlFor(key: string): string;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Whether `key` is slash-separated names of letters, digits and `._-`, none of them `.` or `..`. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** Refuses keys that could leave the store's root (`..`, absolute paths, odd characters). */
export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Invalid asset key: ${key}`);
  return key;
}

/**
 * The service behind a store failed or refused a read or write (a missing asset is not a failure:
 * `get` answers null). The message says which asset and why, never a credential.
 */
export class AssetStoreError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AssetStoreError';
  }
}

/** The keys of an email's raw message and its rendered form. */
export const emailAssetKeys = (guid: string) => ({
  mime: checkedKey(`emails/${guid}/message.eml`),
  rendered: checkedKey(`emails/${guid}/rendered.json`),
});

/** Where an email's raw message is: the file it points at (arriving mail's, kept once), else the one under its guid. */
export const emailRawKey = (email: { guid: string; rawAssetKey: string | null }) =>
  email.rawAssetKey === null ? emailAssetKeys(email.guid).mime : checkedKey(email.rawAssetKey);
