import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage } from '../../../shared/schemas/message';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { adminApi, adminKeys, serverMessage } from './api';

/** POST retry, then every message list (this page's, each booking card's) is read again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => adminApi.retryMessage(messageId),
    onSuccess: async () => {
      toast({ title: 'Message queued', description: 'It will be sent again in a moment.' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.messages });
    },
    onError: (err) =>
      toast({
        title: 'Retry Failed',
        description: serverMessage(err) ?? 'Failed to retry the message. Please try again.',
        variant: 'destructive',
      }),
  });
}

/** Shown on failed messages only: the server refuses (409) to retry any other. */
export function RetryButton({ message }: { message: AdminMessage }) {
  const retry = useRetryMessage();
  if (message.status !== 'failed') return null;
  return (
    <Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate(message.id)}>
      {retry.isPending ? 'Retrying...' : 'Retry'}
      <span className="sr-only"> {message.subject}</span>
    </Button>
  );
}
