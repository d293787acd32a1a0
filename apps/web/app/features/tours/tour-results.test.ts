import { describe, expect, it } from 'vitest';
import { showingText } from './tour-results';

describe('the listing count', () => {
  it("reads 'Showing N tours', and 'N+' when a search stopped counting", () => {
    expect(showingText(1)).toBe('Showing 1 tour');
    expect(showingText(12)).toBe('Showing 12 tours');
    expect(showingText(0)).toBe('Showing 0 tours');
    expect(showingText(1000, true)).toBe('Showing 1000+ tours');
  });
});
