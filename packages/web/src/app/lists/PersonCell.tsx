import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as cells from './cells.css';

/**
 * Who a row is (a customer, a user, a staff member): the avatar, the name linking to the record,
 * an optional tag beside it ('(you)') and a muted second line (phone, e-mail, employee ID).
 */
export function PersonCell({
  avatar,
  to,
  name,
  tag,
  detail,
}: {
  avatar: ReactNode;
  to: string;
  name: string;
  tag?: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div className={cells.person}>
      {avatar}
      <div className={cells.personText}>
        <span>
          <Link to={to} className={cells.nameLink}>
            {name}
          </Link>
          {tag}
        </span>
        {detail ? <span className={cells.muted}>{detail}</span> : null}
      </div>
    </div>
  );
}
