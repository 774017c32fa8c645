import { normalizeOrderNumber, type ReadyOrder } from '@laundry/domain';
import { Alert, SearchField } from '@laundry/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { useApiClient } from '../../../app/services';

/** How many waiting orders a lookup reads: the number's own and a few that contain it. */
const LOOKUP_LIMIT = 5;

/**
 * The scan box of the ready screen (issue 26): a handheld scanner types the bag tag's order
 * number and presses Enter — so does a cashier — and the handover of that order opens. Several
 * matches (part of a number, a phone) narrow the list below instead; none says so.
 */
export function ScanToHandOver({
  onFound,
  onSearch,
}: {
  onFound: (order: ReadyOrder) => void;
  onSearch: (text: string | undefined) => void;
}) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    setMessage(null);
    if (!typed) {
      onSearch(undefined);
      return;
    }
    try {
      // 'ORD-1042' and '1042' are the number ORD-001042: searched as it is stored.
      const number = normalizeOrderNumber(typed);
      const { data } = await client.orders.ready({ search: number ?? typed, limit: LOOKUP_LIMIT });
      const exact = data.orders.find((order) => order.orderNumber === number);
      const found = exact ?? (data.orders.length === 1 ? data.orders[0] : undefined);
      if (found) {
        setText('');
        onSearch(undefined);
        onFound(found);
      } else {
        onSearch(typed);
        if (data.orders.length === 0)
          setMessage(`No order waiting for collection matches “${typed}”`);
      }
    } catch (error) {
      setMessage(errorMessage(error, 'Failed to load the orders waiting for collection'));
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser the shop has
    <form role="search" aria-label="Find a ready order" onSubmit={(event) => void submit(event)}>
      <SearchField
        label="Scan or type an order number"
        hideLabel={false}
        placeholder="ORD-001042 or a phone, then Enter"
        // The screen is for this: the scanner's keys land here.
        autoFocus
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onClear={() => {
          setText('');
          setMessage(null);
          onSearch(undefined);
        }}
      />
      {message ? <Alert tone="warning">{message}</Alert> : null}
    </form>
  );
}
