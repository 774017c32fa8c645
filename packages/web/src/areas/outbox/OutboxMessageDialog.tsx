import { formatLongDateTime, MESSAGE_CHANNEL_LABELS, type OutboxMessage } from '@laundry/domain';
import { Alert, Button, DescriptionList, Dialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { MessageStateBadge } from '../../app/badges/MessageStateBadge';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import * as styles from './outbox.css';
import { useRefreshOutbox } from './queries';

/** One e-mail as the customer got it (or would have): who, when, what became of it, the text. */
export function OutboxMessageDialog({
  message,
  onClose,
  onChanged,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
  /** After Resend: the message as it is now. */
  onChanged: (message: OutboxMessage) => void;
}) {
  const timeZone = useBusinessTimeZone();
  const client = useApiClient();
  const refreshOutbox = useRefreshOutbox();
  const { toast } = useToast();
  const resend = useMutation({
    mutationFn: (id: string) => client.outbox.resend(id),
    onSuccess: (result) => {
      onChanged(result.data.message);
      toast({ title: result.message ?? 'Message queued again', tone: 'success' });
      return refreshOutbox();
    },
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to resend the message'), tone: 'error' }),
  });
  // WhatsApp messages are the cashier's to send, from the order.
  const canResend = message !== null && message.channel !== 'whatsapp';
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={message?.subject ?? ''}
      size="lg"
      footer={
        <>
          {canResend ? (
            <Button
              variant="secondary"
              loading={resend.isPending}
              onClick={() => resend.mutate(message._id)}
            >
              Resend
            </Button>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {message ? (
        <>
          <DescriptionList
            items={[
              { id: 'to', term: 'To', detail: message.to },
              { id: 'channel', term: 'Channel', detail: MESSAGE_CHANNEL_LABELS[message.channel] },
              {
                id: 'written',
                term: 'Written',
                detail: formatLongDateTime(message.createdAt, timeZone),
              },
              {
                id: 'state',
                term: 'State',
                detail: <MessageStateBadge state={message.state} />,
              },
              ...(message.sentAt
                ? [
                    {
                      id: 'sent',
                      term: 'Sent',
                      detail: formatLongDateTime(message.sentAt, timeZone),
                    },
                  ]
                : []),
            ]}
          />
          {message.state === 'failed' ? (
            <Alert tone="danger" title="It could not be sent">
              {message.error}
            </Alert>
          ) : message.state === 'waiting' && message.error ? (
            <Alert tone="warning" title="It will be tried again">
              {message.error}
            </Alert>
          ) : message.state === 'waiting' ? (
            <Alert tone="warning">
              Not sent yet: it waits here until it is sent, or until a mail service or SMS gateway
              is configured.
            </Alert>
          ) : null}
          <section aria-label="Message">
            <pre className={styles.body}>{message.text}</pre>
          </section>
        </>
      ) : null}
    </Dialog>
  );
}
