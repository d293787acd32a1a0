import type { AdminTourRevision } from '@belizepass/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TourRevisionReview, wordDiff } from './tour-revision';

afterEach(cleanup);

describe('wordDiff', () => {
  it('marks the words the current text loses and the proposed text adds', () => {
    const { before, after } = wordDiff('Snorkel the reef at dawn.', 'Snorkel the coral reef at sunset.');
    expect(before).toEqual([
      { text: 'Snorkel the reef at ', change: 'same' },
      { text: 'dawn.', change: 'removed' },
    ]);
    expect(after).toEqual([
      { text: 'Snorkel the ', change: 'same' },
      { text: 'coral ', change: 'added' },
      { text: 'reef at ', change: 'same' },
      { text: 'sunset.', change: 'added' },
    ]);
  });

  it('shows very long texts whole rather than comparing every word', () => {
    const long = 'word '.repeat(1200);
    const { before, after } = wordDiff(long, `${long}more`);
    expect(before).toEqual([{ text: long, change: 'removed' }]);
    expect(after).toEqual([{ text: `${long}more`, change: 'added' }]);
  });
});

const TOUR_ID = '5b0c9a1e-7d3f-4c2a-9e8b-1f2a3b4c5d6e';
const photo = (id: string, primary: boolean) => ({
  id,
  url: `/uploads/tours/${id}.webp`,
  thumbnail_url: `/uploads/tours/${id}-thumb.webp`,
  alt_text: '',
  is_primary: primary,
});
const REVISION: AdminTourRevision = {
  id: '0d5c1f5e-2b0a-4a53-9d4f-6f3b1f0c7a11',
  tour_id: TOUR_ID,
  status: 'pending',
  version: 3,
  submitted_at: '2026-11-20T18:00:00.000Z',
  submitted_by: { id: '1f2a3b4c-5d6e-4c2a-9e8b-5b0c9a1e7d3f', full_name: 'Jason Reyes' },
  changes: [
    {
      field: 'title',
      label: 'Title',
      kind: 'text',
      before: 'Hol Chan Snorkel',
      after: 'Hol Chan Sunset Snorkel',
      before_text: 'Hol Chan Snorkel',
      after_text: 'Hol Chan Sunset Snorkel',
      minor_allowed: true,
    },
    {
      field: 'price',
      label: 'Adult price',
      kind: 'cents',
      before: 8_500,
      after: 9_250,
      before_text: '$85.00',
      after_text: '$92.50',
      minor_allowed: false,
    },
    {
      field: 'child_price',
      label: 'Child price (ages 2-12)',
      kind: 'cents',
      before: 5_950,
      after: 6_475,
      before_text: '$59.50',
      after_text: '$64.75',
      minor_allowed: false,
    },
    {
      field: 'park_fee_adult',
      label: 'Park fee per adult',
      kind: 'cents',
      before: 0,
      after: 20_000,
      before_text: '$0.00',
      after_text: '$200.00',
      minor_allowed: false,
    },
    {
      field: 'photos',
      label: 'Photos',
      before: [photo('11111111-1111-4111-8111-111111111111', true)],
      after: [
        photo('22222222-2222-4222-8222-222222222222', true),
        photo('11111111-1111-4111-8111-111111111111', false),
      ],
    },
  ],
};

function Review() {
  return <TourRevisionReview tourId={TOUR_ID} revision={REVISION} />;
}

describe('the review of a tour’s changes', () => {
  it('shows each field’s current and proposed value, money as money, and both decisions', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: Review }]);
    render(<Stub initialEntries={['/']} />);
    const fields = await screen.findByRole('list', { name: 'Changed fields' });
    const items = within(fields).getAllByRole('listitem', { name: undefined });
    const price = items.find((item) => within(item).queryByRole('heading', { name: 'Adult price' }));
    expect(price).toBeTruthy();
    expect(price!.textContent).toContain('$85.00');
    expect(price!.textContent).toContain('$92.50');
    expect(screen.getByRole('heading', { name: 'Child price (ages 2-12)' })).toBeTruthy();
    const fee = items.find((item) => within(item).queryByRole('heading', { name: 'Park fee per adult' }));
    expect(fee!.textContent).toContain('$200.00');
    // Only a wording change can be published at once as a minor fix.
    expect(screen.getAllByRole('button', { name: 'Publish now as a minor wording fix' })).toHaveLength(1);
    expect(screen.getByText('Sunset', { exact: false, selector: 'ins' })).toBeTruthy();
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(screen.getByText(/Jason Reyes changed this tour/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject changes' })).toBeTruthy();
    const version = document.querySelector<HTMLInputElement>(
      'form[aria-label="Approve the changes"] input[name="version"]',
    );
    expect(version?.value).toBe('3');
  });
});
