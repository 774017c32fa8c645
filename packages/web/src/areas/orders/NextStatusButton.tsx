import { isHandedOver, ORDER_STATUS_LABELS, type OrderStatus } from '@laundry/domain';
import { Button, type ButtonProps, IconButton } from '@laundry/ui';
import { ArrowRight, PackageCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStatusMove } from './useStatusMove';

/** The key that moves the open order on (decision 030): N for next, with Alt so typing is safe. */
export const NEXT_STATUS_SHORTCUT = 'Alt+N';

/** The button's words: a handover is its own act, every other step a move. */
export function nextStatusLabel(next: OrderStatus): string {
  if (next === 'collected') return 'Hand Over';
  if (next === 'delivered') return 'Mark Delivered';
  return `Move to ${ORDER_STATUS_LABELS[next]}`;
}

/** Whether a dialog is open: the page's shortcut must not act behind it. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Where the shortcut acts: `page`, Alt+N anywhere on the page (the detail page's one order);
 * `row`, Alt+N while the focus is in the button's table row (a list, where each row has one).
 */
export type NextStatusShortcut = 'page' | 'row';

/**
 * The one next step as one button (issue 26 'one key to move on', decision 030): the order moves
 * to `next` at once; Services Complete asks for the shelf slot first (`onComplete`), a handover
 * takes the balance first (`onHandover`). With `shortcut`, Alt+N presses it (see its scopes).
 */
export function NextStatusButton({
  orderId,
  orderNumber,
  next,
  onHandover,
  onComplete,
  shortcut,
  size,
  variant,
  compact = false,
}: {
  orderId: string;
  orderNumber: string;
  next: OrderStatus | null;
  onHandover: () => void;
  onComplete?: () => void;
  shortcut?: NextStatusShortcut;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** An icon with its words as name and hint: a list row has no room for them (390 px). */
  compact?: boolean;
}) {
  const move = useStatusMove();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!shortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The code, not the key: Alt+N types a letter on some layouts (macOS).
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyN') return;
      if (dialogOpen()) return;
      const row = button.current?.closest('tr');
      if (shortcut === 'row' && !row?.contains(document.activeElement)) return;
      event.preventDefault();
      button.current?.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);
  if (!next) return null;
  const label = nextStatusLabel(next);
  const hint = shortcut ? `${label} (${NEXT_STATUS_SHORTCUT})` : label;
  const keyshortcuts = shortcut ? NEXT_STATUS_SHORTCUT : undefined;
  const handover = isHandedOver(next);
  const press = () => {
    if (handover) onHandover();
    else if (next === 'complete' && onComplete) onComplete();
    else move.mutate({ id: orderId, status: next });
  };
  if (compact)
    return (
      <IconButton
        ref={button}
        size="sm"
        variant={variant}
        icon={handover ? <PackageCheck /> : <ArrowRight />}
        loading={move.isPending}
        label={`${label} · order ${orderNumber}`}
        title={hint}
        aria-keyshortcuts={keyshortcuts}
        onClick={press}
      />
    );
  return (
    <Button
      ref={button}
      size={size}
      variant={variant}
      iconStart={handover ? <PackageCheck /> : <ArrowRight />}
      loading={move.isPending}
      aria-label={`${label} · order ${orderNumber}`}
      title={hint}
      aria-keyshortcuts={keyshortcuts}
      onClick={press}
    >
      {label}
    </Button>
  );
}
