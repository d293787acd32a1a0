import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table';
import { closeHref, listHref } from './list-url';
import { Pagination } from './pagination';

interface Row {
  id: string;
  name: string;
  revenue: number;
  status: string;
}

const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Business Name', sortKey: 'businessName', primary: true, cell: (r) => r.name },
  { key: 'revenue', header: 'Revenue', sortKey: 'revenue', align: 'right', cell: (r) => `$${r.revenue}` },
  { key: 'status', header: 'Status', card: 'badge', cell: (r) => r.status },
];

const ROWS: Row[] = [
  { id: 'a', name: 'Reef Divers', revenue: 120, status: 'Active' },
  { id: 'b', name: 'Jungle Trails', revenue: 80, status: 'Pending Approval' },
];

/** What the test screen shows: set by renderAt. */
let shown: React.ReactNode = null;
function Screen() {
  return <>{shown}</>;
}

function renderAt(url: string, element: React.ReactNode) {
  shown = element;
  const Stub = createRoutesStub([{ path: '/admin/dashboard/merchants', Component: Screen }]);
  render(<Stub initialEntries={[url]} />);
}

/** The table of the sample merchants, with what a test varies. */
function MerchantsTable(
  props: Omit<React.ComponentProps<typeof DataTable<Row>>, 'caption' | 'rows' | 'rowKey' | 'columns'>,
) {
  return <DataTable caption="Merchants" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} {...props} />;
}

afterEach(cleanup);

describe('the shared data table', () => {
  it('renders a table whose sort headers are links that flip the direction and go back to page 1', () => {
    renderAt(
      '/admin/dashboard/merchants?sortBy=revenue&sortDirection=asc&page=3&search=reef',
      <MerchantsTable
        sort={{ by: 'revenue', direction: 'asc' }}
        empty="No merchants found matching your criteria."
      />,
    );
    const table = screen.getByRole('table', { name: 'Merchants' });
    const revenue = within(table).getByRole('columnheader', { name: 'Revenue' });
    expect(revenue.getAttribute('aria-sort')).toBe('ascending');
    expect(within(revenue).getByRole('link').getAttribute('href')).toBe(
      '/admin/dashboard/merchants?sortBy=revenue&sortDirection=desc&search=reef',
    );
    const name = within(table).getByRole('columnheader', { name: 'Business Name' });
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(within(name).getByRole('link').getAttribute('href')).toContain(
      'sortBy=businessName&sortDirection=asc',
    );
    expect(within(table).getByRole('rowheader', { name: 'Reef Divers' })).toBeTruthy();
    // Status is not sortable: a plain header.
    expect(
      within(within(table).getByRole('columnheader', { name: 'Status' })).queryByRole('link'),
    ).toBeNull();
  });

  it('also renders each row as a card for phones: the name as its heading, the badge beside it', () => {
    renderAt(
      '/admin/dashboard/merchants',
      <MerchantsTable
        empty="None"
        actions={(row, layout) => <button type="button">{`${layout} action ${row.name}`}</button>}
      />,
    );
    const card = screen.getByRole('heading', { level: 2, name: 'Jungle Trails' }).closest('li')!;
    expect(within(card).getByText('Pending Approval')).toBeTruthy();
    expect(within(card).getByText('Revenue')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'card action Jungle Trails' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'table action Jungle Trails' })).toBeTruthy();
  });

  it('shows the empty message, or the error with a link that loads the page again', () => {
    renderAt(
      '/admin/dashboard/merchants?search=zzz',
      <>
        <DataTable
          caption="A"
          rows={[]}
          rowKey={(r: Row) => r.id}
          columns={COLUMNS}
          empty="No merchants found."
        />
        <DataTable
          caption="B"
          rows={ROWS}
          rowKey={(r) => r.id}
          columns={COLUMNS}
          empty="None"
          error="Failed to load merchants. Please try again later."
        />
      </>,
    );
    expect(screen.getByText('No merchants found.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to load merchants. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/admin/dashboard/merchants?search=zzz',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages with links, and says which rows are shown', () => {
    renderAt(
      '/admin/dashboard/merchants?page=2&status=pending',
      <Pagination page={2} pageSize={20} total={45} noun="merchants" />,
    );
    expect(screen.getByText('Showing 21–40 of 45 merchants')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/admin/dashboard/merchants?status=pending',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/admin/dashboard/merchants?page=3&status=pending',
    );
  });

  it('leaves out the parameters it is told to clear on the other pages', () => {
    renderAt(
      '/admin/dashboard/merchants?sort=recent&cancelled=abc&refund=500',
      <Pagination page={1} pageSize={20} total={45} noun="bookings" clear={['cancelled', 'refund']} />,
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/admin/dashboard/merchants?sort=recent&page=2',
    );
  });
});

describe('list addresses', () => {
  const at = { pathname: '/admin/dashboard/tours', search: '?status=pending&page=2&selected=x' };

  it('keeps the page when a record opens, and goes back to page 1 (closing it) when the list changes', () => {
    expect(listHref(at, { selected: 'y' })).toBe('/admin/dashboard/tours?status=pending&page=2&selected=y');
    expect(listHref(at, { status: 'all' })).toBe('/admin/dashboard/tours?status=all');
    expect(closeHref(at)).toBe('/admin/dashboard/tours?status=pending&page=2');
  });
});
