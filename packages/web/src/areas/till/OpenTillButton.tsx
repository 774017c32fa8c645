import { formatCurrency, tillMessages } from '@laundry/domain';
import { Button, Inline, Text, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useCurrentTill, useRefreshTill } from './queries';

/** Said once the till is open where the payment was refused. */
export const TILL_OPENED_TRY_AGAIN = 'Till opened. Take the payment again.';

/**
 * "Open till" in one step, where cash was refused for want of an open till (the payment dialog):
 * the float is what the cashier's last close counted (0 for their first), then they try again.
 * `focus`: the button takes the focus when it appears, so Enter opens the till (issue 37).
 */
export function OpenTillButton({
  focus = false,
  onOpened,
}: {
  focus?: boolean;
  /** Told once the till is open (the refusal that offered the button is over). */
  onOpened?: () => void;
} = {}) {
  const client = useApiClient();
  const current = useCurrentTill();
  const refresh = useRefreshTill();
  const { toast } = useToast();
  const float = current.data?.carryFloat ?? 0;
  const button = useRef<HTMLButtonElement>(null);
  // Once it can be pressed (the carried float has loaded).
  useEffect(() => {
    if (focus && !current.isPending) button.current?.focus();
  }, [focus, current.isPending]);
  const open = useMutation({
    mutationFn: () => client.till.open({ float }),
    onSuccess: (result) => {
      void refresh();
      onOpened?.();
      toast({ title: result.message ?? tillMessages.opened, tone: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to open the till'), tone: 'error' }),
  });
  if (open.isSuccess) {
    return <Text tone="muted">{TILL_OPENED_TRY_AGAIN}</Text>;
  }
  return (
    <Inline gap="sm" align="center">
      <Button
        ref={button}
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
