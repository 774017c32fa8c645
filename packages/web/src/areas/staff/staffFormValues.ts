import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  DEFAULT_WORKING_DAYS,
  type StaffDetail,
  type WeekDay,
} from '@laundry/domain';

/** What the form holds: every field as the inputs give it (text, the salary as typed). */
export interface StaffFormValues {
  personalInfo: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    gender: string;
    phoneNumber: string;
    email: string;
    address: { street: string; city: string; state: string; zipCode: string; country: string };
    emergencyContact: { name: string; relationship: string; phoneNumber: string };
  };
  employmentInfo: {
    position: string;
    employmentType: string;
    status: string;
    hireDate: string;
    reportingManager: string;
    workSchedule: { startTime: string; endTime: string; workingDays: WeekDay[]; shiftType: string };
    salary: { amount: string; currency: string; paymentFrequency: string };
  };
}

/** The spec's defaults for a new member (§3, §9), or the member's own values. */
export function staffFormDefaults(member?: StaffDetail): StaffFormValues {
  const person = member?.personalInfo;
  const job = member?.employmentInfo;
  return {
    personalInfo: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      dateOfBirth: person?.dateOfBirth ?? '',
      gender: person?.gender ?? '',
      phoneNumber: person?.phoneNumber ?? '',
      email: person?.email ?? '',
      address: {
        street: person?.address.street ?? '',
        city: person?.address.city ?? '',
        state: person?.address.state ?? '',
        zipCode: person?.address.zipCode ?? '',
        country: person?.address.country ?? DEFAULT_COUNTRY,
      },
      emergencyContact: {
        name: person?.emergencyContact?.name ?? '',
        relationship: person?.emergencyContact?.relationship ?? '',
        phoneNumber: person?.emergencyContact?.phoneNumber ?? '',
      },
    },
    employmentInfo: {
      position: job?.position ?? '',
      employmentType: job?.employmentType ?? 'full_time',
      status: job?.status ?? 'active',
      hireDate: job?.hireDate ?? '',
      reportingManager: job?.reportingManager?._id ?? '',
      workSchedule: {
        startTime: job?.workSchedule.startTime ?? DEFAULT_START_TIME,
        endTime: job?.workSchedule.endTime ?? DEFAULT_END_TIME,
        workingDays: job?.workSchedule.workingDays ?? [...DEFAULT_WORKING_DAYS],
        shiftType: job?.workSchedule.shiftType ?? 'morning',
      },
      salary: {
        amount: String(job?.salary.amount ?? 0),
        currency: job?.salary.currency ?? DEFAULT_CURRENCY,
        paymentFrequency: job?.salary.paymentFrequency ?? 'monthly',
      },
    },
  };
}
