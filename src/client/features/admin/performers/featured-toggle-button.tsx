import '../../../staff.css';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { StaffQueries } from '../../../lib/staff-query-client';
import { useToggleFeatured } from './mutations';

type Props = { performerId: string; featured: boolean };

/** 'Add to Featured' / 'Remove from Featured' on a profile; loaded for admins only (featured-toggle.tsx). */
export default function FeaturedToggleButton(props: Props) {
  return (
    <StaffQueries>
      <Toggle {...props} />
    </StaffQueries>
  );
}

function Toggle({ performerId, featured }: Props) {
  const toggle = useToggleFeatured({
    onSuccess: (answer) =>
      toast({
        title: answer.featured ? 'Added to Featured' : 'Removed from Featured',
        description: `${answer.name} ${answer.featured ? 'is' : 'is no longer'} featured.`,
      }),
    onError: () =>
      toast({ title: 'Update Failed', description: 'Failed to update featured status.', variant: 'destructive' }),
  });
  return (
    <Button variant="secondary" size="sm" disabled={toggle.isPending} onClick={() => toggle.mutate(performerId)}>
      {featured ? 'Remove from Featured' : 'Add to Featured'}
    </Button>
  );
}
