import {
  hasPermission,
  lifecycleOrderFromApi,
  ORDER_STATUS_LABELS,
  type Order,
  offeredMoves,
  offeredStatuses,
  orderProgress,
  orderStatusLabel,
  orderStatusTone,
  reachedStatuses,
} from '@laundry/domain';
import { Badge, Button, Card, ProgressBar, VisuallyHidden } from '@laundry/ui';
import { Check, Circle, RefreshCw, User, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../app/session';
import { AssignStaffDialog } from './AssignStaffDialog';
import * as styles from './StatusPanel.css';
import { UpdateStatusDialog } from './UpdateStatusDialog';

/**
 * The status panel (spec part 2 §2.4): the current status, the timeline of the steps the domain
 * offers for this order (reached ones marked), Update Status, the notes and the assigned staff.
 */
export function StatusPanel({ order }: { order: Order }) {
  const [updating, setUpdating] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const canAssign = hasPermission(useSession().user, 'orders', 'update');
  const reached = new Set(reachedStatuses(order));
  const steps = offeredStatuses(order).filter(
    (status) => status !== 'cancelled' || order.status === 'cancelled',
  );
  const notes = (order.staffNotes ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // Only the current status is left once cancelled: there is nothing to move to.
  const canMove = offeredMoves(lifecycleOrderFromApi(order)).some(
    (status) => status !== order.status,
  );
  const progress = orderProgress(order);

  return (
    <div className={styles.panel}>
      <Card
        title="Current Status"
        actions={
          canMove ? (
            <Button size="sm" iconStart={<RefreshCw />} onClick={() => setUpdating(true)}>
              Update Status
            </Button>
          ) : null
        }
      >
        <div className={styles.current}>
          <div>
            <Badge tone={orderStatusTone(order.status)} dot>
              {orderStatusLabel(order.status)}
            </Badge>
          </div>
          <ProgressBar label="Progress" value={progress} valueText={`${progress}%`} size="sm" />
        </div>
      </Card>
      <Card title="Status Timeline">
        <ol className={styles.timeline}>
          {steps.map((status) => {
            const isCurrent = status === order.status;
            const isReached = reached.has(status);
            return (
              <li
                key={status}
                className={styles.step[isCurrent ? 'current' : isReached ? 'reached' : 'ahead']}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span className={styles.marker} aria-hidden>
                  {isReached ? <Check size={14} /> : <Circle size={10} />}
                </span>
                {ORDER_STATUS_LABELS[status]}
                {isReached && !isCurrent ? <VisuallyHidden> (reached)</VisuallyHidden> : null}
              </li>
            );
          })}
        </ol>
      </Card>
      <Card title="Notes">
        {notes.length === 0 ? (
          <p className={styles.muted}>No notes yet.</p>
        ) : (
          <ul className={styles.notes}>
            {notes.map((note, index) => (
              // Notes are append-only lines: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className={styles.note}>
                {note}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Assigned Staff"
        actions={
          canAssign ? (
            <Button
              size="sm"
              variant="soft"
              iconStart={<UserPlus />}
              onClick={() => setAssigning(true)}
            >
              Assign Staff
            </Button>
          ) : null
        }
      >
        {order.assignedStaff.length === 0 ? (
          <p className={styles.muted}>No staff assigned.</p>
        ) : (
          <div className={styles.chips}>
            {order.assignedStaff.map((staff) => (
              <Badge key={staff._id} tone="blue" icon={<User />}>
                {staff.fullName || staff.username || 'Staff'}
              </Badge>
            ))}
          </div>
        )}
      </Card>
      {updating ? <UpdateStatusDialog order={order} onClose={() => setUpdating(false)} /> : null}
      {assigning ? <AssignStaffDialog order={order} onClose={() => setAssigning(false)} /> : null}
    </div>
  );
}
