import { m } from './i18n/index.ts';

/**
 * The product's own texts from the specification, used verbatim by the API and the web app, in the
 * language of the page or the recipient (the catalogues hold the English exactly as the spec has it).
 */
export const MESSAGES = {
  get tourNotFound() {
    return m.spec_tour_not_found();
  },
  get noToursFound() {
    return m.spec_no_tours_found();
  },
  get noToursHint() {
    return m.spec_no_tours_hint();
  },
  get loadToursFailed() {
    return m.spec_load_tours_failed();
  },
  get searchToursFailed() {
    return m.spec_search_tours_failed();
  },
  get selectDate() {
    return m.spec_select_date();
  },
  get soldOut() {
    return m.spec_sold_out();
  },
  spotsLeft: (count: number): string => m.spec_spots_left({ count }),
  get notRunning() {
    return m.spec_not_running();
  },
  get closed() {
    return m.spec_closed();
  },
  get dateOutOfRange() {
    return m.spec_date_out_of_range();
  },
  get available() {
    return m.spec_available();
  },
  get searchQueryRequired() {
    return m.spec_search_query_required();
  },
};
