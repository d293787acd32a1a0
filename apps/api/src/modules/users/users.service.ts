import type { Db } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/**
 * An account added as given, role included, its password already hashed: the demo data set and
 * test fixtures. People sign up through auth; the first admin comes from the admin:create script.
 */
export function addUser(db: Db, values: Parameters<typeof repo.insertUser>[1]) {
  return repo.insertUser(db, values);
}

/** The address of a user's account (undefined for an unknown or deleted account). */
export async function accountEmail(db: Db, userId: string) {
  const user = await repo.findUserById(db, userId);
  return user && !user.deletedAt ? user.email : undefined;
}

/** The name of an account (undefined for an unknown one), e.g. the person who checked a guest in. */
export async function accountName(db: Db, userId: string) {
  return (await repo.findUserById(db, userId))?.fullName;
}
