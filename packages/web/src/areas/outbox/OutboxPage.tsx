import { type OutboxMessage, outboxList, outboxStateFilterOptions } from '@laundry/domain';
import { useState } from 'react';
import { DefinedList } from '../../app/lists/DefinedList';
import { FilterSelect } from '../../app/lists/ListControls';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { ManagementPage } from '../../app/pages/ManagementPage';
import { MessageSettingsPanel } from './MessageSettingsPanel';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { OutboxTile, outboxColumns } from './outboxColumns';
import { useOutboxList } from './queries';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /outbox (whoever manages accounts): every e-mail the shop wrote — receipts, bank details,
 * confirmed items — with whether it left. Without a mail service it is where those messages can
 * be read (demo mode).
 */
export function OutboxPage() {
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  return (
    <ManagementPage
      documentTitle="Outbox"
      title="Outbox"
      description="Every e-mail and SMS the shop wrote to a customer, and whether it was sent."
      tabsLabel="Outbox"
      tabs={[
        { value: 'messages', label: 'Messages', content: <OutboxList onOpen={setOpen} /> },
        { value: 'settings', label: 'Settings', content: <MessageSettingsPanel /> },
      ]}
    >
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} onChanged={setOpen} />
    </ManagementPage>
  );
}

/** The messages, newest first, with the state filter and a search by recipient or subject. */
function OutboxList({ onOpen }: { onOpen: (message: OutboxMessage) => void }) {
  const { query, change } = useListUrlState(outboxList);
  const list = useOutboxList(query);
  return (
    <DefinedList<OutboxMessage, typeof query>
      definition={outboxList}
      query={query}
      onChange={change}
      title="Messages"
      noun="messages"
      nounOne="message"
      search={{
        label: 'Search messages',
        placeholder: 'Search by recipient or subject...',
        delayMs: SEARCH_DEBOUNCE_MS,
      }}
      filters={
        <FilterSelect
          label="State"
          options={outboxStateFilterOptions}
          value={query.state}
          onChange={(state) => change({ state })}
        />
      }
      data={
        list.data && {
          rows: list.data.messages,
          total: list.data.pagination.totalMessages,
          totalPages: list.data.pagination.totalPages,
        }
      }
      status={list}
      failureMessage="Failed to load the outbox"
      columns={outboxColumns(onOpen)}
      getRowId={(message) => message._id}
      renderTile={(message) => <OutboxTile key={message._id} message={message} onOpen={onOpen} />}
      empty={{
        title: 'No messages yet',
        description:
          'Receipts, bank details, confirmed items and order messages sent to customers appear here.',
      }}
    />
  );
}
