import {
  formatLongDateTime,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_EVENT_LABELS,
  type OrderMessage,
} from '@laundry/domain';
import { Badge, Button, Card, Skeleton, useToast } from '@laundry/ui';
import { MessageCircle, RotateCw } from 'lucide-react';
import { MessageStateBadge } from '../../../app/badges/MessageStateBadge';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { errorMessage } from '../../../app/errors';
import { QueryState } from '../../../app/QueryState';
import { useMessageAction, useOrderMessages } from './messageQueries';
import * as styles from './OrderDetailPage.css';

/**
 * The Messages tab (issue 25): what the customer was told about this order, in which channel,
 * and what became of it — with Resend for e-mail and SMS, and the WhatsApp link the cashier
 * opens (opening it records the message as sent).
 */
export function MessagesTab({ orderId, canSend }: { orderId: string; canSend: boolean }) {
  const messages = useOrderMessages(orderId);
  return (
    <QueryState
      query={messages}
      loading={{ label: 'Loading messages', skeleton: <Skeleton height={96} /> }}
      failure={{ fallback: 'Failed to load the messages' }}
    >
      {(list) => (
        <Card
          title="Messages to the customer"
          description="One message in the customer's channel when the order is ready for collection or out for delivery."
        >
          {list.length === 0 ? (
            <p className={styles.mutedText}>No messages about this order yet.</p>
          ) : (
            <ol className={styles.notes} aria-label="Messages">
              {list.map((message) => (
                <MessageItem
                  key={message._id}
                  orderId={orderId}
                  message={message}
                  canSend={canSend}
                />
              ))}
            </ol>
          )}
        </Card>
      )}
    </QueryState>
  );
}

function MessageItem({
  orderId,
  message,
  canSend,
}: {
  orderId: string;
  message: OrderMessage;
  canSend: boolean;
}) {
  const timeZone = useBusinessTimeZone();
  const { toast } = useToast();
  const resend = useMessageAction(orderId, 'resend');
  const opened = useMessageAction(orderId, 'whatsapp');
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: errorMessage(error, fallback), tone: 'error' });
  const channel = MESSAGE_CHANNEL_LABELS[message.channel];
  return (
    <li className={styles.note} aria-label={`${MESSAGE_EVENT_LABELS[message.event]} by ${channel}`}>
      <div className={styles.badges}>
        <strong>{MESSAGE_EVENT_LABELS[message.event]}</strong>
        <Badge size="sm" tone="blue">
          {channel}
        </Badge>
        <MessageStateBadge state={message.state} />
      </div>
      <div className={styles.mutedText}>
        To {message.to} · {formatLongDateTime(message.createdAt, timeZone)}
        {message.sentAt ? ` · sent ${formatLongDateTime(message.sentAt, timeZone)}` : ''}
        {message.attempts > 1 ? ` · ${message.attempts} attempts` : ''}
      </div>
      {message.error ? (
        <div className={styles.mutedText}>
          {message.state === 'failed' ? 'Failed: ' : 'Will try again. Last attempt: '}
          {message.error}
        </div>
      ) : null}
      <p className={styles.preWrap}>{message.text}</p>
      {canSend ? (
        <div className={styles.actions}>
          {message.whatsappUrl ? (
            <Button
              asChild
              size="sm"
              variant={message.state === 'sent' ? 'secondary' : 'primary'}
              iconStart={<MessageCircle />}
            >
              <a
                href={message.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() =>
                  opened.mutate(message._id, { onError: failed('Could not record the message') })
                }
              >
                {message.state === 'sent' ? 'Open WhatsApp again' : 'Send on WhatsApp'}
              </a>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              iconStart={<RotateCw />}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(message._id, {
                  onSuccess: (result) =>
                    toast({ title: result.message ?? 'Message queued again', tone: 'success' }),
                  onError: failed('Failed to resend the message'),
                })
              }
            >
              Resend
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
