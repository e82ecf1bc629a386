import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type AssetStore } from './asset-store';

/**
 * Assets as files under `root`, served by the API's admin-only asset routes under `baseUrl`.
 * Writes go to a temporary file first, so a reader never sees half an asset.
 */
export function createLocalAssetStore(root: string, baseUrl = '/api/v1/assets'): AssetStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    urlFor(key) {
      return `${baseUrl}/${checkedKey(key)}`;
    },
  };
}
