import type { AdminMessage } from '../../../../shared/schemas/message';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { useRetryMessage } from './mutations';

/** Shown on failed messages only: the server refuses (409) to retry any other. */
export function RetryButton({ message }: { message: AdminMessage }) {
  const retry = useRetryMessage({
    onSuccess: () => toast({ title: 'Message queued', description: 'It will be sent again in a moment.' }),
    onError: (err) =>
      toast({
        title: 'Retry Failed',
        description: serverMessageOf(err) ?? 'Failed to retry the message. Please try again.',
        variant: 'destructive',
      }),
  });
  if (message.status !== 'failed') return null;
  return (
    <Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate(message.id)}>
      {retry.isPending ? 'Retrying...' : 'Retry'}
      <span className="sr-only"> {message.subject}</span>
    </Button>
  );
}
