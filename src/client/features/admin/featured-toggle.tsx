import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { currentUserQuery } from '../auth/api';
import { performerKeys } from '../performers/api';
import { adminApi, adminKeys } from './api';

/** On a profile, admins get 'Add to Featured' / 'Remove from Featured'; everyone else sees nothing. */
export function FeaturedToggle({ performerId, featured }: { performerId: string; featured: boolean }) {
  const user = useQuery(currentUserQuery());
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => adminApi.toggleFeatured(performerId),
    onSuccess: async (answer) => {
      toast({
        title: answer?.featured ? 'Added to Featured' : 'Removed from Featured',
        description: answer ? `${answer.name} ${answer.featured ? 'is' : 'is no longer'} featured.` : undefined,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: performerKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.performers }),
      ]);
    },
    onError: () =>
      toast({ title: 'Update Failed', description: 'Failed to update featured status.', variant: 'destructive' }),
  });
  if (!user.data?.isAdmin) return null;
  return (
    <Button variant="secondary" size="sm" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
      {featured ? 'Remove from Featured' : 'Add to Featured'}
    </Button>
  );
}
