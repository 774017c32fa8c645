import { z } from 'zod';
import { attendanceRecordSchema } from './attendance';
import { skillSchema } from './skills';
import {
  employmentTypes,
  genders,
  paymentFrequencies,
  salaryCurrencies,
  shiftTypes,
  staffStatuses,
  weekDays,
} from './staffConstants';
import { trainingRecordSchema } from './training';

/** A staff member as the API answers it (spec part 2 §3 'Staff member'); dates YYYY-MM-DD. */
export const staffMemberSchema = z.object({
  _id: z.string(),
  employeeId: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  personalInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    gender: z.enum(genders),
    phoneNumber: z.string(),
    email: z.string().optional(),
    address: z.object({
      street: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      zipCode: z.string().optional(),
      country: z.string(),
    }),
    emergencyContact: z
      .object({
        name: z.string().optional(),
        relationship: z.string().optional(),
        phoneNumber: z.string().optional(),
      })
      .optional(),
  }),
  employmentInfo: z.object({
    position: z.string(),
    employmentType: z.enum(employmentTypes),
    status: z.enum(staffStatuses),
    hireDate: z.string(),
    reportingManager: z
      .object({ _id: z.string(), employeeId: z.string(), fullName: z.string() })
      .optional(),
    workSchedule: z.object({
      startTime: z.string(),
      endTime: z.string(),
      workingDays: z.array(z.enum(weekDays)),
      shiftType: z.enum(shiftTypes),
    }),
    salary: z.object({
      amount: z.number(),
      currency: z.enum(salaryCurrencies),
      paymentFrequency: z.enum(paymentFrequencies),
    }),
  }),
  skills: z.array(skillSchema),
  trainingRecords: z.array(trainingRecordSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** One member with the last weeks of attendance: GET /staff/{id}. */
export const staffDetailSchema = staffMemberSchema.extend({
  recentAttendance: z.array(attendanceRecordSchema),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/** 'Nimal Perera'. */
export function staffFullName(member: {
  personalInfo: { firstName: string; lastName: string };
}): string {
  return `${member.personalInfo.firstName} ${member.personalInfo.lastName}`.trim();
}

/** Labels of the enumerations, for selects and badges. */
export const employmentTypeLabels: Record<(typeof employmentTypes)[number], string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contract: 'Contract',
  intern: 'Intern',
};
export const staffStatusLabels: Record<(typeof staffStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  terminated: 'Terminated',
  on_leave: 'On Leave',
  suspended: 'Suspended',
};
export const staffStatusTones: Record<
  (typeof staffStatuses)[number],
  'green' | 'grey' | 'red' | 'amber' | 'purple'
> = {
  active: 'green',
  inactive: 'grey',
  terminated: 'red',
  on_leave: 'amber',
  suspended: 'purple',
};
export const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};
export const shiftTypeLabels: Record<(typeof shiftTypes)[number], string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  night: 'Night',
};
export const paymentFrequencyLabels: Record<(typeof paymentFrequencies)[number], string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
};
