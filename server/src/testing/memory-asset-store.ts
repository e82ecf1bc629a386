import { checkedKey, type AssetStore } from '../assets/asset-store';

/** Assets in memory, for tests and throw-away seeds. */
export function createMemoryAssetStore(baseUrl = '/api/v1/assets'): AssetStore & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, body) {
      files.set(checkedKey(key), Buffer.from(body));
    },
    async get(key) {
      return files.get(checkedKey(key)) ?? null;
    },
    urlFor(key) {
      return `${baseUrl}/${checkedKey(key)}`;
    },
    keys: () => [...files.keys()],
  };
}
