import { createS3Storage, type TS3Options } from './s3-storage';
import { createLocalStorage, type TStorage } from './storage';

/** The storage the configuration asks for: the bucket when one is set, else the local folder. */
export const storageFor = (config: { dataDir: string; s3?: TS3Options }): TStorage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
