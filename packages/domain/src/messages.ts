/** The product's own texts from the specification, used verbatim by the API and the web app. */
export const MESSAGES = {
  tourNotFound: 'Tour Not Found',
  noToursFound: 'No tours found',
  noToursHint: 'Try adjusting your filters to find the perfect tour for you',
  loadToursFailed: 'Failed to load tours. Please try again later.',
  searchToursFailed: 'Failed to search tours. Please try again.',
  selectDate: 'Please select a date',
  soldOut: 'Sold out for this date',
  spotsLeft: (n: number) => (n === 1 ? 'Only 1 spot left!' : `Only ${n} spots left!`),
  notRunning: 'This tour does not run on this date',
  closed: 'Not available on this date',
  dateOutOfRange: 'Dates can be booked up to 60 days ahead',
  available: 'Available',
  searchQueryRequired: 'Enter something to search for',
} as const;
