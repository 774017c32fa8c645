import { Slot } from 'radix-ui';
import { type MouseEventHandler, type ReactNode, useId } from 'react';
import * as styles from './Sidebar.css';

export interface SidebarProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A mark beside the title, e.g. an icon; shown on the primary colour. */
  logo?: ReactNode;
  /** Pinned at the bottom, e.g. the signed-in user. */
  footer?: ReactNode;
  children: ReactNode;
  /** Names the navigation landmark; the title's text by default. */
  'aria-label'?: string;
}

/** The app's navigation column: brand, groups of links, footer. */
export function Sidebar({
  title,
  subtitle,
  logo,
  footer,
  children,
  'aria-label': ariaLabel,
}: SidebarProps) {
  const titleId = useId();
  return (
    <div className={styles.sidebar}>
      <div className={styles.brand}>
        {logo ? (
          <span className={styles.logo} aria-hidden="true">
            {logo}
          </span>
        ) : null}
        <div className={styles.brandText}>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        </div>
      </div>
      <nav
        className={styles.nav}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : titleId}
      >
        {children}
      </nav>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

export interface SidebarGroupProps {
  label: ReactNode;
  children: ReactNode;
}

/** A titled list of SidebarItems. */
export function SidebarGroup({ label, children }: SidebarGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.groupLabel}>
        {label}
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        {children}
      </ul>
    </div>
  );
}

export interface SidebarItemProps {
  icon?: ReactNode;
  /** The current page: highlighted and `aria-current="page"`. */
  active?: boolean;
  /** A count at the end, e.g. pending orders. */
  badge?: ReactNode;
  /**
   * Styles the single child (the router's link) as the item:
   * `<SidebarItem asChild icon={<Home />}><Link to="/">Dashboard</Link></SidebarItem>`.
   */
  asChild?: boolean;
  /** Without `asChild`: a plain link to this address... */
  href?: string;
  /** ...or a button. */
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

export function SidebarItem({
  icon,
  active = false,
  badge,
  asChild = false,
  href,
  onClick,
  children,
}: SidebarItemProps) {
  const Component = asChild ? Slot.Root : href ? 'a' : 'button';
  // Only what applies: an `href={undefined}` must not reach the router's link.
  const own = asChild ? {} : href ? { href } : { type: 'button' as const };
  return (
    <li>
      <Component
        className={styles.item}
        data-active={active ? '' : undefined}
        aria-current={active ? 'page' : undefined}
        onClick={onClick}
        {...own}
      >
        {icon ? (
          <span className={styles.itemIcon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Slot.Slottable child={children}>
          {(content) => <span className={styles.itemLabel}>{content}</span>}
        </Slot.Slottable>
        {badge !== undefined && badge !== null ? (
          <span className={styles.itemBadge}>{badge}</span>
        ) : null}
      </Component>
    </li>
  );
}
