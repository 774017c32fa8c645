import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Alert.css';

export type AlertTone = (typeof styles.alertTones)[number];

const icons: Record<AlertTone, ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  danger: <CircleAlert />,
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button at the end, e.g. 'Retry'. */
  action?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Replaces the tone's icon; `false` shows none. */
  icon?: ReactNode | false;
}

/** A message in the flow of the page. Danger alerts are announced (role alert), others politely. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  icon,
}: AlertProps) {
  const shownIcon = icon === false ? null : (icon ?? icons[tone]);
  return (
    <div className={styles.alert({ tone })} role={tone === 'danger' ? 'alert' : 'status'}>
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton label={dismissLabel} icon={<X />} size="sm" onClick={onDismiss} />
        </span>
      ) : null}
    </div>
  );
}
