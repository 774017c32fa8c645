import { formatLongDateTime, type OutboxMessage } from '@laundry/domain';
import { Alert, Button, DescriptionList, Dialog } from '@laundry/ui';
import { MessageStateBadge } from '../../app/badges/MessageStateBadge';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import * as styles from './outbox.css';

/** One e-mail as the customer got it (or would have): who, when, what became of it, the text. */
export function OutboxMessageDialog({
  message,
  onClose,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  const timeZone = useBusinessTimeZone();
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={message?.subject ?? ''}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {message ? (
        <>
          <DescriptionList
            items={[
              { id: 'to', term: 'To', detail: message.to },
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
            <Alert tone="danger" title="The mail server refused it">
              {message.error}
            </Alert>
          ) : message.state === 'waiting' ? (
            <Alert tone="warning">
              No mail service is configured, so this message was kept here and not sent.
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
