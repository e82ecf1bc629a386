import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type AssetStore } from './asset-store';

/**
 * Assets as files under `root`, served by the API's admin-only asset routes under `baseUrl`.
 * Writes go to a temporary file first, so a reader never sees half an asset, and are flushed to the
 * disk (the file, then its directory's entry) before `put` resolves: arriving mail is answered `250`
 * only after its bytes are stored, and a power loss then must not lose them.
 */
export function createLocalAssetStore(root: string, baseUrl = '/api/v1/assets'): AssetStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  let writes = 0;
  return {
    async put(key, body) {
      const file = fileOf(key);
      // Each write its own temporary file: two puts of one key at once never write into each other's.
      const temporary = `${file}.${process.pid}.${++writes}.tmp`;
      try {
        await writeDurably(temporary, body);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        // The directory is made only when missing: most writes go where one was written before.
        await mkdir(path.dirname(file), { recursive: true });
        await writeDurably(temporary, body);
      }
      await rename(temporary, file);
      await syncDirectory(path.dirname(file));
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

async function writeDurably(file: string, body: Uint8Array | string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename in `directory` survive a power loss (a no-op where directories cannot be opened). */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
