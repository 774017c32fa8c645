import { DropdownMenu as RadixMenu } from 'radix-ui';
import { type ReactNode, type Ref, useId } from 'react';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuContentProps {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  /** The accessible name of the menu, when the trigger's text is not enough. */
  'aria-label'?: string;
}

function Content({
  children,
  align = 'end',
  side = 'bottom',
  sideOffset = 6,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        className={styles.content}
        align={align}
        side={side}
        sideOffset={sideOffset}
        collisionPadding={8}
        {...rest}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export interface DropdownMenuItemProps {
  children: ReactNode;
  /** Runs when the item is chosen by click or keyboard; `event.preventDefault()` keeps the menu open. */
  onSelect?: (event: Event) => void;
  icon?: ReactNode;
  tone?: (typeof styles.menuItemTones)[number];
  disabled?: boolean;
  /**
   * A second, smaller line under the label (e.g. why the item is disabled): the item's
   * description for assistive technology, while its name stays the label.
   */
  description?: ReactNode;
  /** A keyboard hint shown at the end, e.g. '⌘K'. */
  shortcut?: string;
  /** Render the single child (a router link) as the item. */
  asChild?: boolean;
  textValue?: string;
  ref?: Ref<HTMLDivElement>;
}

function Item({
  children,
  onSelect,
  icon,
  tone,
  disabled,
  description,
  shortcut,
  asChild,
  textValue,
  ref,
}: DropdownMenuItemProps) {
  const labelId = useId();
  const descriptionId = useId();
  if (asChild) {
    return (
      <RadixMenu.Item
        ref={ref}
        asChild
        className={styles.item({ tone })}
        onSelect={onSelect}
        disabled={disabled}
        textValue={textValue}
      >
        {children}
      </RadixMenu.Item>
    );
  }
  return (
    <RadixMenu.Item
      ref={ref}
      className={styles.item({ tone })}
      onSelect={onSelect}
      disabled={disabled}
      textValue={textValue}
      aria-labelledby={description ? labelId : undefined}
      aria-describedby={description ? descriptionId : undefined}
    >
      {icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.itemText}>
        <span id={labelId}>{children}</span>
        {description ? (
          <span id={descriptionId} className={styles.itemDescription}>
            {description}
          </span>
        ) : null}
      </span>
      {shortcut ? <span className={styles.shortcut}>{shortcut}</span> : null}
    </RadixMenu.Item>
  );
}

function Label({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

function Separator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

function Group({ children }: { children: ReactNode }) {
  return <RadixMenu.Group>{children}</RadixMenu.Group>;
}

/**
 * A menu of actions on Radix's DropdownMenu: `Root` (open, defaultOpen, onOpenChange, modal),
 * `Trigger` (use `asChild` with a Button or IconButton), `Content`, `Item`, `Label`,
 * `Separator`, `Group`.
 */
export const DropdownMenu = {
  Root: RadixMenu.Root,
  Trigger: RadixMenu.Trigger,
  Content,
  Item,
  Label,
  Separator,
  Group,
};
