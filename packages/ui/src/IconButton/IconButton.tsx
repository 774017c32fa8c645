import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button, type buttonVariants } from '../Button/Button.css';
import { Spinner } from '../Spinner/Spinner';
import { iconButton, type iconButtonSizes } from './IconButton.css';

export interface IconButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'style' | 'children' | 'aria-label'
  > {
  /** The accessible name (and the hover hint): an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /** `ghost` by default. */
  variant?: (typeof buttonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
  round?: boolean;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  round,
  loading = false,
  disabled,
  type = 'button',
  title,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${button({ variant, size })} ${iconButton({ size, round })}`}
      {...rest}
    >
      {loading ? <Spinner size="sm" tone="current" /> : icon}
    </button>
  );
}
