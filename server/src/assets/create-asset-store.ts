import type { Clock } from '@tracker/core';
import type { Config } from '../config';
import type { AssetStore } from './asset-store';
import { createLocalAssetStore } from './local-asset-store';
import { createS3AssetStore } from './s3-asset-store';

/** The asset store the configuration names: the S3-compatible bucket when TRACKER_ASSETS_S3_URL is set, else the local directory. */
export function createAssetStore(config: Pick<Config, 'assetsDir' | 'assetsS3'>, clock?: Clock): AssetStore {
  return config.assetsS3 ? createS3AssetStore(config.assetsS3, { clock }) : createLocalAssetStore(config.assetsDir);
}
