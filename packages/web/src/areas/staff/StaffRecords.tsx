import { capitalize, type StaffDetail, skillLevelLabels } from '@laundry/domain';
import { Badge, Button, Card, Text } from '@laundry/ui';
import { CalendarCheck, GraduationCap, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as cells from '../../app/lists/cells.css';
import * as page from '../../app/pages/page.css';
import { RecordHistory } from '../audit';
import { AttendanceDialog } from './AttendanceDialog';
import { SkillDialog } from './SkillDialog';
import * as styles from './staff.css';
import { staffDay as day } from './staffColumns';
import { TrainingDialog } from './TrainingDialog';

const words = (value: string) => capitalize(value.replace('_', ' '));

/** One kind of record: its card, the button that adds one, and its list (or why it is empty). */
function RecordCard<Item extends { _id: string }>({
  title,
  description,
  add,
  items,
  empty,
  listLabel,
  rowClassName,
  renderItem,
}: {
  title: string;
  description?: string;
  add: { label: string; icon: ReactNode; onClick: () => void };
  items: readonly Item[];
  empty: string;
  listLabel: string;
  rowClassName: string;
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <Card
      title={title}
      {...(description ? { description } : {})}
      headingLevel={2}
      actions={
        <Button size="sm" variant="secondary" iconStart={add.icon} onClick={add.onClick}>
          {add.label}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <ul className={styles.plainList} aria-label={listLabel}>
          {items.map((item) => (
            <li key={item._id} className={rowClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Attendance, skills and training of one member, each with its dialog, then the history. */
export function StaffRecords({ member }: { member: StaffDetail }) {
  const [dialog, setDialog] = useState<'attendance' | 'skill' | 'training' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className={page.twoColumns}>
      <RecordCard
        title="Attendance"
        description="The last 14 days"
        add={{
          label: 'Mark Attendance',
          icon: <CalendarCheck />,
          onClick: () => setDialog('attendance'),
        }}
        items={member.recentAttendance}
        empty="No attendance recorded in the last 14 days."
        listLabel="Recent attendance"
        rowClassName={styles.attendanceRow}
        renderItem={(record) => (
          <>
            <span>{day(record.date)}</span>
            <Badge
              tone={
                record.status === 'absent' ? 'red' : record.status === 'leave' ? 'amber' : 'green'
              }
            >
              {words(record.status)}
            </Badge>
            <span className={`${cells.muted} ${styles.end}`}>
              {record.checkIn
                ? `${record.checkIn}${record.checkOut ? ` - ${record.checkOut}` : ''} · ${record.hoursWorked} h`
                : ''}
            </span>
          </>
        )}
      />
      <RecordCard
        title="Skills"
        add={{ label: 'Add Skill', icon: <Sparkles />, onClick: () => setDialog('skill') }}
        items={member.skills}
        empty="No skills recorded yet."
        listLabel="Skills"
        rowClassName={styles.listRow}
        renderItem={(skill) => (
          <>
            <span>{skill.name}</span>
            <Badge tone="purple">{skillLevelLabels[skill.level]}</Badge>
            {skill.yearsOfExperience !== null ? (
              <span className={cells.muted}>{skill.yearsOfExperience} years</span>
            ) : null}
          </>
        )}
      />
      <RecordCard
        title="Training"
        add={{
          label: 'Add Training',
          icon: <GraduationCap />,
          onClick: () => setDialog('training'),
        }}
        items={member.trainingRecords}
        empty="No training recorded yet."
        listLabel="Training records"
        rowClassName={styles.listRow}
        renderItem={(record) => (
          <>
            <div className={cells.personText}>
              <strong>{record.title}</strong>
              <span className={cells.muted}>
                {[
                  record.provider,
                  `${day(record.startDate)}${record.completedDate ? ` - ${day(record.completedDate)}` : ''}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {record.certificateNumber ? (
                <span className={cells.muted}>
                  Certificate {record.certificateNumber}
                  {record.certificateExpiry ? `, valid until ${day(record.certificateExpiry)}` : ''}
                </span>
              ) : null}
              {record.notes ? <span className={cells.muted}>{record.notes}</span> : null}
            </div>
            <Badge tone={record.status === 'completed' ? 'green' : 'blue'}>
              {words(record.status)}
            </Badge>
          </>
        )}
      />
      <RecordHistory entity="staff" id={member._id} />
      {dialog === 'attendance' ? (
        <AttendanceDialog
          staffId={member._id}
          onClose={close}
          hours={member.employmentInfo.workSchedule}
        />
      ) : null}
      {dialog === 'skill' ? <SkillDialog staffId={member._id} onClose={close} /> : null}
      {dialog === 'training' ? <TrainingDialog staffId={member._id} onClose={close} /> : null}
    </div>
  );
}
