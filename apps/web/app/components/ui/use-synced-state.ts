import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * Local state that starts from `source` and starts again from it whenever `key` (by default the
 * source itself) changes: a field that follows the URL or a prop but can be edited in between.
 */
export function useSyncedState<T>(source: T, key: unknown = source): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(source);
  const [seenKey, setSeenKey] = useState(key);
  if (!Object.is(key, seenKey)) {
    setSeenKey(key);
    setValue(source);
  }
  return [value, setValue];
}
