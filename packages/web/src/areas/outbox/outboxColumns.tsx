import type { OutboxMessage } from '@laundry/domain';
import { type DataTableColumn, Tile } from '@laundry/ui';
import { MessageStateBadge } from '../../app/badges/MessageStateBadge';
import { BusinessDate } from '../../app/businessTimeZone';
import * as cells from '../../app/lists/cells.css';
import * as styles from './outbox.css';

/** The subject, which opens the whole message. */
function Subject({
  message,
  onOpen,
}: {
  message: OutboxMessage;
  onOpen: (message: OutboxMessage) => void;
}) {
  return (
    <button type="button" className={styles.subjectButton} onClick={() => onOpen(message)}>
      {message.subject}
    </button>
  );
}

/** The table: subject and state always; recipient, then the date, as the card narrows. */
export function outboxColumns(
  onOpen: (message: OutboxMessage) => void,
): DataTableColumn<OutboxMessage>[] {
  return [
    {
      key: 'subject',
      header: 'Subject',
      pin: 'start',
      minWidth: 220,
      wrap: true,
      cell: (message) => <Subject message={message} onOpen={onOpen} />,
    },
    { key: 'to', header: 'To', priority: 2, wrap: true, cell: (message) => message.to },
    {
      key: 'state',
      header: 'State',
      cell: (message) => <MessageStateBadge state={message.state} />,
    },
    {
      key: 'createdAt',
      header: 'Written',
      sortable: true,
      priority: 1,
      cell: (message) => (
        <span className={cells.muted}>
          <BusinessDate value={message.createdAt} time />
        </span>
      ),
    },
  ];
}

export function OutboxTile({
  message,
  onOpen,
}: {
  message: OutboxMessage;
  onOpen: (message: OutboxMessage) => void;
}) {
  return (
    <Tile title={<Subject message={message} onOpen={onOpen} />}>
      <span>
        <MessageStateBadge state={message.state} />
      </span>
      <span>{message.to}</span>
      <span className={cells.muted}>
        <BusinessDate value={message.createdAt} time />
      </span>
    </Tile>
  );
}
