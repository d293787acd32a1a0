import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentVersion } from '../../db/schema/index.ts';
import { sharedReads } from './shared-reads.ts';

/**
 * The catalogue's content version: triggers bump it in the same transaction as any change to what
 * public pages show (tours, photos, merchants, reviews, locations, deals, gift cards), so a cache
 * entry made at this version is current for as long as it is read back. Concurrent callers share
 * reads (see `sharedReads`): under load that is a few queries per round trip instead of one per
 * request, and no caller gets a version read before it asked.
 */
export function readContentVersion(db: Db): Promise<number> {
  let read = readers.get(db);
  if (!read) {
    read = sharedReads(() => queryContentVersion(db));
    readers.set(db, read);
  }
  return read();
}

const readers = new WeakMap<Db, () => Promise<number>>();

async function queryContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
