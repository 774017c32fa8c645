import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from '../Dialog/Dialog.css';
import { ModalOverlay } from '../Dialog/ModalOverlay';
import { scrollableFocusRef } from '../hooks/scrollableFocusRef';
import { useReturnFocus } from '../hooks/useReturnFocus';

export const confirmTones = ['default', 'danger'] as const;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red, for what cannot be undone. */
  tone?: (typeof confirmTones)[number];
  /**
   * Runs on confirm. If it returns a promise, the dialog shows busy until it settles and closes
   * when it resolves (a rejection keeps it open). Otherwise closing is the caller's business.
   */
  onConfirm: () => unknown;
  /** Busy from outside (e.g. a mutation's pending state): buttons are blocked, Escape too. */
  busy?: boolean;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
}

/** Asks before doing something: role alertdialog, focus on Cancel first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const isBusy = busy || pending;
  const returnFocus = useReturnFocus(open);

  const confirm = () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setPending(true);
      result.then(
        () => {
          setPending(false);
          onOpenChange(false);
        },
        () => setPending(false),
      );
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => (isBusy ? undefined : onOpenChange(next))}
    >
      <AlertDialog.Portal>
        <ModalOverlay open={open} className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content({ size: 'sm' })}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={(event) => {
            if (isBusy) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <div className={styles.headerText}>
              <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={styles.description}>
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          {children ? (
            <div className={styles.body} ref={scrollableFocusRef}>
              {children}
            </div>
          ) : null}
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isBusy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={isBusy}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
