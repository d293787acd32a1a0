import { useNavigate, useNavigation } from 'react-router';
import { type DealFilters, type DealListingView, dealsHref } from './deal-params';

/** Moves the listing to new filters through the URL, so they are shareable and the back button works. */
export function useDealsNavigate(view: DealListingView) {
  const navigate = useNavigate();
  return (filters: DealFilters) => navigate(dealsHref(view, filters), { preventScrollReset: true });
}

/** True while this listing is loading new results. */
export function useDealsLoading(view: DealListingView): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.location?.pathname === view.path;
}
