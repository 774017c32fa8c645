import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { scrollableFocusRef } from '../hooks/scrollableFocusRef';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';
import { ModalOverlay } from './ModalOverlay';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, the main action last. */
  footer?: ReactNode;
  size?: (typeof styles.dialogSizes)[number];
  /** An element that opens the dialog (a Button). Optional when `open` is controlled. */
  trigger?: ReactElement;
  /** False while work is under way: no close button, Escape and outside clicks do nothing. */
  dismissible?: boolean;
  closeLabel?: string;
  /**
   * Where focus goes on close instead of the opener, when it gives an element: the next thing to
   * do after the dialog's work (a paid order's receipt button). Only for a controlled dialog.
   */
  returnFocusTo?: (() => HTMLElement | null) | undefined;
}

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns on close. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  trigger,
  dismissible = true,
  closeLabel = 'Close',
  returnFocusTo,
}: DialogProps) {
  const guard = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Held here as well when uncontrolled: the overlay is drawn open or closing from it.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const returnFocus = useReturnFocus(open ?? false, returnFocusTo);
  return (
    <RadixDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        setUncontrolledOpen(next);
        onOpenChange?.(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <ModalOverlay open={isOpen} className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          // React events bubble out of a portal to the page's own handlers: a dialog opened from
          // inside a form (a new customer in the order form) must not submit or save that form.
          onKeyDown={(event) => event.stopPropagation()}
          onSubmit={(event) => event.stopPropagation()}
          // A controlled dialog opened from a menu or by code gives focus back to its opener.
          {...(open === undefined ? {} : { onCloseAutoFocus: returnFocus })}
          // Without a description Radix must not point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.headerText}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
          </div>
          {children ? (
            <div className={styles.body} ref={scrollableFocusRef}>
              {children}
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM (shown at the top right) so that opening focuses the first field. */}
          {dismissible ? (
            <div className={styles.close}>
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} icon={<X />} size="sm" />
              </RadixDialog.Close>
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
