import { useNavigate, useNavigation } from 'react-router';
import { type ListingFilters, type ListingPreset, listingHref } from './listing-params';

/** Moves the listing to new filters through the URL, so they are shareable and the back button works. */
export function useListingNavigate(preset: ListingPreset) {
  const navigate = useNavigate();
  return (filters: ListingFilters) =>
    navigate(listingHref(preset, filters), { preventScrollReset: true, replace: false });
}

/** True while the listing itself is loading new results. */
export function useListingLoading(preset: ListingPreset): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.location?.pathname === preset.path;
}
