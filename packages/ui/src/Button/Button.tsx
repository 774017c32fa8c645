import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import {
  button,
  type buttonSizes,
  type buttonVariants,
  hiddenWhileLoading,
  icon,
  label,
  spinnerSlot,
} from './Button.css';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Shows a spinner, keeps the width, and blocks clicks. */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  /** Styles the single child (e.g. a router link) as the button instead of rendering one. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  iconStart,
  iconEnd,
  fullWidth,
  asChild = false,
  disabled,
  type,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const hidden = loading ? hiddenWhileLoading : undefined;
  return (
    <Component
      ref={ref}
      className={button({ variant, size, fullWidth })}
      // A plain button in a form should not submit unless asked to.
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? undefined : disabled || loading}
      aria-disabled={asChild && disabled ? true : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {iconStart ? (
        <span className={[icon, hidden].filter(Boolean).join(' ')} aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      <Slot.Slottable child={children}>
        {(content) => <span className={[label, hidden].filter(Boolean).join(' ')}>{content}</span>}
      </Slot.Slottable>
      {iconEnd ? (
        <span className={[icon, hidden].filter(Boolean).join(' ')} aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
      {loading ? (
        <span className={spinnerSlot}>
          <Spinner size="sm" tone="current" />
        </span>
      ) : null}
    </Component>
  );
}
