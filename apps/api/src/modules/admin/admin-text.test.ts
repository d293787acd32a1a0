import { describe, expect, it } from 'vitest';
import { uuidPrefixRange } from './admin-text.ts';

describe('uuidPrefixRange', () => {
  it('spans exactly the UUIDs that start with the prefix, in any case', () => {
    expect(uuidPrefixRange('3F2a')).toEqual([
      '3f2a0000-0000-0000-0000-000000000000',
      '3f2affff-ffff-ffff-ffff-ffffffffffff',
    ]);
    expect(uuidPrefixRange('3f2a1b4c-9')).toEqual([
      '3f2a1b4c-9000-0000-0000-000000000000',
      '3f2a1b4c-9fff-ffff-ffff-ffffffffffff',
    ]);
    const whole = '3f2a1b4c-9d8e-4f70-a1b2-c3d4e5f60718';
    expect(uuidPrefixRange(whole)).toEqual([whole, whole]);
  });

  it('is undefined when no UUID can start with the text', () => {
    expect(uuidPrefixRange('')).toBeUndefined();
    expect(uuidPrefixRange('3f2g')).toBeUndefined();
    expect(uuidPrefixRange('3f2a-')).toBeUndefined();
    expect(uuidPrefixRange('3f2a1b4c9')).toBeUndefined();
    expect(uuidPrefixRange('3f2a1b4c-9d8e-4f70-a1b2-c3d4e5f607189')).toBeUndefined();
  });
});
