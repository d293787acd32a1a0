import type { Db } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/**
 * An account added as given, role included, its password already hashed: the demo data set and
 * test fixtures. People sign up through auth; the first admin comes from the admin:create script.
 */
export function addUser(db: Db, values: Parameters<typeof repo.insertUser>[1]) {
  return repo.insertUser(db, values);
}
