import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the top right. */
  actions?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `none` lets a table or list run edge to edge. */
  padding?: (typeof styles.cardPaddings)[number];
  /** The heading element of the title; `h2` by default. */
  headingLevel?: 2 | 3 | 4;
  /** `section` (named by its title) by default when there is a title. */
  as?: 'section' | 'article' | 'div';
}

/** A white panel on the page, with an optional title row and footer. */
export function Card({
  title,
  description,
  actions,
  children,
  footer,
  padding = 'lg',
  headingLevel = 2,
  as,
}: CardProps) {
  const titleId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || description || actions);
  const headerClass = [
    styles.header,
    padding === 'none' ? styles.headerPadded : styles.section({ padding }),
    padding === 'none' ? styles.headerSeparated : children ? styles.headerWithBody : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element
      className={styles.card}
      aria-labelledby={title && Element !== 'div' ? titleId : undefined}
      data-flush={padding === 'none' ? '' : undefined}
    >
      {hasHeader ? (
        <div className={headerClass}>
          <div className={styles.titles}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children ? (
        <div
          className={[
            styles.section({ padding }),
            hasHeader && padding !== 'none' ? styles.bodyAfterHeader : null,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {children}
        </div>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
