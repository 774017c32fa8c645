import {
  capitalize,
  employmentTypeLabels,
  formatCurrency,
  formatDate,
  formatPhone,
  genderLabels,
  paymentFrequencyLabels,
  type StaffDetail,
  shiftTypeLabels,
  skillLevelLabels,
  staffFullName,
} from '@laundry/domain';
import { Badge, Button, Card, DescriptionList, Heading, Tabs, Text } from '@laundry/ui';
import { CalendarCheck, GraduationCap, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordHistory } from '../audit/RecordHistory';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { StaffAvatar, StatusBadge, TypeBadge } from './display';
import { useStaffMember } from './queries';
import { AttendanceDialog, SkillDialog, TrainingDialog } from './RecordDialogs';
import { StaffLoadError, StaffLoading } from './StaffLoadState';
import * as styles from './staff.css';

const day = (date: string | null | undefined) => (date ? formatDate(`${date}T12:00:00Z`) : 'N/A');
const orNA = (value: string | undefined) => value || 'N/A';

function DetailsTab({ member }: { member: StaffDetail }) {
  const { personalInfo: person, employmentInfo: job } = member;
  const address = [
    person.address.street,
    person.address.city,
    person.address.state,
    person.address.zipCode,
    person.address.country,
  ]
    .filter(Boolean)
    .join(', ');
  const emergency = person.emergencyContact;
  return (
    <div className={styles.columns}>
      <Card title="Personal Information" headingLevel={2}>
        <DescriptionList
          items={[
            { id: 'dob', term: 'Date of Birth', detail: day(person.dateOfBirth) },
            { id: 'gender', term: 'Gender', detail: genderLabels[person.gender] },
            { id: 'phone', term: 'Phone', detail: formatPhone(person.phoneNumber) },
            { id: 'email', term: 'Email', detail: orNA(person.email) },
            { id: 'address', term: 'Address', detail: orNA(address) },
            {
              id: 'emergency',
              term: 'Emergency Contact',
              detail: emergency?.name
                ? `${emergency.name}${emergency.relationship ? ` (${emergency.relationship})` : ''}${emergency.phoneNumber ? `, ${formatPhone(emergency.phoneNumber)}` : ''}`
                : 'N/A',
            },
          ]}
        />
      </Card>
      <Card title="Employment" headingLevel={2}>
        <DescriptionList
          items={[
            { id: 'position', term: 'Position', detail: job.position },
            {
              id: 'type',
              term: 'Employment Type',
              detail: employmentTypeLabels[job.employmentType],
            },
            { id: 'hired', term: 'Hire Date', detail: day(job.hireDate) },
            {
              id: 'manager',
              term: 'Reporting Manager',
              detail: job.reportingManager
                ? `${job.reportingManager.fullName} (${job.reportingManager.employeeId})`
                : 'N/A',
            },
          ]}
        />
      </Card>
    </div>
  );
}

function ScheduleTab({ member }: { member: StaffDetail }) {
  const { workSchedule: schedule, salary } = member.employmentInfo;
  const amount =
    salary.currency === 'LKR'
      ? formatCurrency(salary.amount)
      : `${salary.currency} ${salary.amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return (
    <div className={styles.columns}>
      <Card title="Work Schedule" headingLevel={2}>
        <DescriptionList
          items={[
            {
              id: 'hours',
              term: 'Working Hours',
              detail: `${schedule.startTime} - ${schedule.endTime}`,
            },
            { id: 'shift', term: 'Shift Type', detail: shiftTypeLabels[schedule.shiftType] },
            {
              id: 'days',
              term: 'Working Days',
              detail: schedule.workingDays.map(capitalize).join(', ') || 'None',
            },
          ]}
        />
      </Card>
      <Card title="Salary" headingLevel={2}>
        <DescriptionList
          items={[
            { id: 'amount', term: 'Amount', detail: amount },
            { id: 'currency', term: 'Currency', detail: salary.currency },
            {
              id: 'frequency',
              term: 'Payment Frequency',
              detail: paymentFrequencyLabels[salary.paymentFrequency],
            },
          ]}
        />
      </Card>
    </div>
  );
}

function RecordsSection({ member }: { member: StaffDetail }) {
  const [dialog, setDialog] = useState<'attendance' | 'skill' | 'training' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className={styles.columns}>
      <Card
        title="Attendance"
        description="The last 14 days"
        headingLevel={2}
        actions={
          <Button
            size="sm"
            variant="secondary"
            iconStart={<CalendarCheck />}
            onClick={() => setDialog('attendance')}
          >
            Mark Attendance
          </Button>
        }
      >
        {member.recentAttendance.length === 0 ? (
          <Text tone="muted">No attendance recorded in the last 14 days.</Text>
        ) : (
          <ul className={styles.plainList} aria-label="Recent attendance">
            {member.recentAttendance.map((record) => (
              <li key={record._id} className={styles.attendanceRow}>
                <span>{day(record.date)}</span>
                <Badge
                  tone={
                    record.status === 'absent'
                      ? 'red'
                      : record.status === 'leave'
                        ? 'amber'
                        : 'green'
                  }
                >
                  {capitalize(record.status.replace('_', ' '))}
                </Badge>
                <span className={`${styles.muted} ${styles.end}`}>
                  {record.checkIn
                    ? `${record.checkIn}${record.checkOut ? ` - ${record.checkOut}` : ''} · ${record.hoursWorked} h`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Skills"
        headingLevel={2}
        actions={
          <Button
            size="sm"
            variant="secondary"
            iconStart={<Sparkles />}
            onClick={() => setDialog('skill')}
          >
            Add Skill
          </Button>
        }
      >
        {member.skills.length === 0 ? (
          <Text tone="muted">No skills recorded yet.</Text>
        ) : (
          <ul className={styles.plainList} aria-label="Skills">
            {member.skills.map((skill) => (
              <li key={skill._id} className={styles.listRow}>
                <span>{skill.name}</span>
                <Badge tone="purple">{skillLevelLabels[skill.level]}</Badge>
                {skill.yearsOfExperience !== null ? (
                  <span className={styles.muted}>{skill.yearsOfExperience} years</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Training"
        headingLevel={2}
        actions={
          <Button
            size="sm"
            variant="secondary"
            iconStart={<GraduationCap />}
            onClick={() => setDialog('training')}
          >
            Add Training
          </Button>
        }
      >
        {member.trainingRecords.length === 0 ? (
          <Text tone="muted">No training recorded yet.</Text>
        ) : (
          <ul className={styles.plainList} aria-label="Training records">
            {member.trainingRecords.map((record) => (
              <li key={record._id} className={styles.listRow}>
                <div className={styles.personText}>
                  <strong>{record.title}</strong>
                  <span className={styles.muted}>
                    {[
                      record.provider,
                      `${day(record.startDate)}${record.completedDate ? ` - ${day(record.completedDate)}` : ''}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {record.certificateNumber ? (
                    <span className={styles.muted}>
                      Certificate {record.certificateNumber}
                      {record.certificateExpiry
                        ? `, valid until ${day(record.certificateExpiry)}`
                        : ''}
                    </span>
                  ) : null}
                  {record.notes ? <span className={styles.muted}>{record.notes}</span> : null}
                </div>
                <Badge tone={record.status === 'completed' ? 'green' : 'blue'}>
                  {capitalize(record.status.replace('_', ' '))}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <RecordHistory entity="staff" id={member._id} />
      <AttendanceDialog staffId={member._id} open={dialog === 'attendance'} onOpenChange={close} />
      <SkillDialog staffId={member._id} open={dialog === 'skill'} onOpenChange={close} />
      <TrainingDialog staffId={member._id} open={dialog === 'training'} onOpenChange={close} />
    </div>
  );
}

/** /staff/{id} (spec §2.9 'Detail'): the two tabs, then attendance, skills, training, history. */
export function StaffDetailPage() {
  const { id = '' } = useParams();
  const query = useStaffMember(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (query.isPending) return <StaffLoading />;
  if (query.isError)
    return <StaffLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const member = query.data;
  const name = staffFullName(member);
  return (
    <div className={styles.page}>
      <title>{`${name} · Staff`}</title>
      <Link to="/staff" className={styles.back}>
        ← Back to Staff
      </Link>
      <header className={styles.header}>
        <div className={styles.identity}>
          <StaffAvatar member={member} size="xl" />
          <div className={styles.identityText}>
            <Heading level={1}>{name}</Heading>
            <span className={styles.muted}>
              {member.employmentInfo.position} · {member.employeeId}
            </span>
            <div className={styles.badges}>
              <TypeBadge type={member.employmentInfo.employmentType} />
              <StatusBadge status={member.employmentInfo.status} />
              <span className={styles.muted}>Joined {day(member.employmentInfo.hireDate)}</span>
            </div>
          </div>
        </div>
        <div className={styles.actions}>
          <Button asChild iconStart={<Pencil />}>
            <Link to={`/staff/edit/${member._id}`}>Edit</Link>
          </Button>
          <Button variant="danger" iconStart={<Trash2 />} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </header>
      <Tabs.Root defaultValue="details">
        <Tabs.List aria-label="Staff member">
          <Tabs.Trigger value="details">Staff Details</Tabs.Trigger>
          <Tabs.Trigger value="schedule">Schedule & Salary</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <div className={styles.tabBody}>
            <DetailsTab member={member} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="schedule">
          <div className={styles.tabBody}>
            <ScheduleTab member={member} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
      <RecordsSection member={member} />
      <DeleteStaffDialog
        member={deleting ? member : null}
        onOpenChange={setDeleting}
        onDeleted={() => navigate('/staff')}
      />
    </div>
  );
}
