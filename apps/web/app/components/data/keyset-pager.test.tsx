import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeysetPager } from './keyset-pager';
import { listHref } from './list-url';

afterEach(cleanup);

/** What the test screen shows: set by renderAt. */
let shown: React.ReactNode = null;
function Screen() {
  return <>{shown}</>;
}

function renderAt(url: string, element: React.ReactNode) {
  shown = element;
  const Stub = createRoutesStub([{ path: '/merchant/dashboard/bookings', Component: Screen }]);
  render(<Stub initialEntries={[url]} />);
}

describe('KeysetPager', () => {
  it('links to the next page after the cursor, keeping the filters', () => {
    renderAt('/merchant/dashboard/bookings?scope=past', <KeysetPager nextCursor="abc" summary="50 of 80" />);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('50 of 80');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/merchant/dashboard/bookings?scope=past&after=abc',
    );
    expect(screen.queryByRole('link', { name: 'First page' })).toBeNull();
  });

  it('on a later page, links back to the first; on the last, has no next link', () => {
    renderAt('/merchant/dashboard/bookings?scope=past&after=abc', <KeysetPager nextCursor={null} />);
    expect(screen.getByRole('link', { name: 'First page' }).getAttribute('href')).toBe(
      '/merchant/dashboard/bookings?scope=past',
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('shows nothing for a list that fits on one page', () => {
    renderAt('/merchant/dashboard/bookings', <KeysetPager nextCursor={null} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a change of what the list shows starts again from the first page', () => {
    const at = { pathname: '/admin/dashboard/payouts', search: '?search=reef&after=abc' };
    expect(listHref(at, { search: 'jungle' })).toBe('/admin/dashboard/payouts?search=jungle');
  });
});
