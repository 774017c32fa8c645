import {
  capitalize,
  employmentTypeLabels,
  formatCurrency,
  formatPhone,
  genderLabels,
  paymentFrequencyLabels,
  type StaffDetail,
  shiftTypeLabels,
} from '@laundry/domain';
import { Card, DescriptionList, Tabs } from '@laundry/ui';
import * as page from '../../app/pages/page.css';
import { staffDay as day } from './staffColumns';

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
    <div className={page.twoColumns}>
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
  const amount = formatCurrency(salary.amount, { currency: salary.currency });
  return (
    <div className={page.twoColumns}>
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

/** The detail page's two tabs (spec §2.9): Staff Details, and Schedule & Salary. */
export function StaffProfileTabs({ member }: { member: StaffDetail }) {
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List aria-label="Staff member">
        <Tabs.Trigger value="details">Staff Details</Tabs.Trigger>
        <Tabs.Trigger value="schedule">Schedule & Salary</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">
        <DetailsTab member={member} />
      </Tabs.Content>
      <Tabs.Content value="schedule">
        <ScheduleTab member={member} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
