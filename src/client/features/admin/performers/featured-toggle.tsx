import { lazy, Suspense } from 'react';
import { useResource } from '../../../lib/resource';
import { currentUserResource } from '../../auth/api';

// The button and the staff API behind it (with zod) load only once an admin is known to be looking.
const FeaturedToggleButton = lazy(() => import('./featured-toggle-button'));

/** On a profile, admins get 'Add to Featured' / 'Remove from Featured'; everyone else sees nothing. */
export function FeaturedToggle({ performerId, featured }: { performerId: string; featured: boolean }) {
  const user = useResource(currentUserResource());
  if (!user.data?.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <FeaturedToggleButton performerId={performerId} featured={featured} />
    </Suspense>
  );
}
