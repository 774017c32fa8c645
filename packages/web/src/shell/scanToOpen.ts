import { orderNumberFromScan } from '@laundry/domain';
import { useToast } from '@laundry/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../app/services';

/**
 * A handheld scanner types like a keyboard, faster than any person: each key within this many
 * milliseconds of the one before. Slower typing outside a text field is left alone (it may be a
 * shortcut of the page).
 */
export const SCANNER_KEY_GAP_MS = 60;

/** How many orders the lookup reads: the number's own, and any whose number contains it. */
const LOOKUP_LIMIT = 5;

/**
 * Opens the order whose number `text` is (a bag tag's QR, read by a scanner or typed into the
 * search): true when `text` is an order number at all, whether or not the order exists.
 */
export function useOpenScannedOrder(): (text: string) => boolean {
  const client = useApiClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (text) => {
    const orderNumber = orderNumberFromScan(text);
    if (!orderNumber) return false;
    void client.orders
      .list({ search: orderNumber, limit: LOOKUP_LIMIT })
      .then(({ data }) => {
        const order = data.orders.find((candidate) => candidate.orderNumber === orderNumber);
        if (order) navigate(`/orders/${encodeURIComponent(order._id)}`);
        else toast({ title: `No order ${orderNumber}`, tone: 'error' });
      })
      .catch(() => toast({ title: `Could not open order ${orderNumber}`, tone: 'error' }));
    return true;
  };
}

/** Whether a key goes to something the user is typing into (then it is not a scan). */
function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="combobox"], [role="textbox"]') !== null;
}

/**
 * Anywhere in the back-office outside a text field: keys typed at a scanner's speed and ended
 * with Enter are read as a scan and handed to `onScan`.
 */
export function useScannerInput(onScan: (text: string) => void) {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    let buffer = '';
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingTarget(event.target)) return;
      const now = event.timeStamp;
      if (now - lastKeyAt > SCANNER_KEY_GAP_MS) buffer = '';
      lastKeyAt = now;
      if (event.key === 'Enter') {
        if (buffer) {
          const scanned = buffer;
          buffer = '';
          latest.current(scanned);
        }
        return;
      }
      if (event.key.length === 1) buffer += event.key;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
