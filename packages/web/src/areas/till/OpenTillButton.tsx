import { formatCurrency, tillMessages } from '@laundry/domain';
import { Button, Inline, Text, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useCurrentTill, useRefreshTill } from './queries';

/**
 * "Open till" in one step, where cash was refused for want of an open till (the payment dialog):
 * the float is what the cashier's last close counted (0 for their first), then they try again.
 */
export function OpenTillButton() {
  const client = useApiClient();
  const current = useCurrentTill();
  const refresh = useRefreshTill();
  const { toast } = useToast();
  const float = current.data?.carryFloat ?? 0;
  const open = useMutation({
    mutationFn: () => client.till.open({ float }),
    onSuccess: (result) => {
      void refresh();
      toast({ title: result.message ?? tillMessages.opened, tone: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to open the till'), tone: 'error' }),
  });
  if (open.isSuccess) {
    return <Text tone="muted">Till opened. Take the payment again.</Text>;
  }
  return (
    <Inline gap="sm" align="center">
      <Button
        iconStart={<Wallet />}
        loading={open.isPending}
        disabled={current.isPending}
        onClick={() => open.mutate()}
      >
        Open till
      </Button>
      <Text tone="muted">{`Float ${formatCurrency(float)}`}</Text>
    </Inline>
  );
}
