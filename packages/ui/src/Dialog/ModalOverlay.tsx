import { type ComponentPropsWithRef, useEffect } from 'react';
import * as styles from './ModalOverlay.css';

export interface ModalOverlayProps extends ComponentPropsWithRef<'div'> {
  /** Open or closing: the look's `data-state` animations run on it as they do on Radix's. */
  open: boolean;
}

/** Modals open at once (a confirmation over a dialog): the page scrolls again after the last. */
let openModals = 0;

/**
 * The layer that dims the page under a modal, in place of Radix's Overlay. Radix's wraps
 * react-remove-scroll, which adds a <style> element and an inherited custom property on <body> at
 * each open and removes them at each close: the whole page restyled twice per dialog. This one
 * locks the page's scroll with an attribute on <html> (nothing inherits it) for as long as it is
 * mounted, its closing animation included. Rendered inside a Radix Portal, which gives it its
 * ref and keeps it until that animation ends.
 */
export function ModalOverlay({ open, className, ...props }: ModalOverlayProps) {
  useEffect(() => {
    openModals += 1;
    document.documentElement.setAttribute(styles.modalOpenAttribute, '');
    return () => {
      openModals -= 1;
      if (openModals === 0) document.documentElement.removeAttribute(styles.modalOpenAttribute);
    };
  }, []);
  return (
    <div
      {...props}
      className={className ? `${styles.modalOverlay} ${className}` : styles.modalOverlay}
      data-state={open ? 'open' : 'closed'}
    />
  );
}
