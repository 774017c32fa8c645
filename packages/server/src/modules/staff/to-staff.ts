import {
  type AttendanceRecord,
  centsToRupees,
  hoursFromMinutes,
  rupeesToCents,
  type Skill,
  type StaffMember,
  type StaffValues,
  type TrainingRecord,
  type WeekDay,
} from '@laundry/domain';
import type {
  StaffAttendanceRow,
  StaffRow,
  StaffSkillRow,
  StaffTrainingRow,
} from '../../db/schema';
import type { StaffChildren, StaffWrite } from './repository';

/** A reporting manager as a member's record names them. */
export interface ManagerName {
  id: string;
  employeeId: string;
  firstName: string;
  lastName: string;
}

const present = <T>(value: T | null): T | undefined => value ?? undefined;

export function toSkill(row: StaffSkillRow): Skill {
  return {
    _id: row.id,
    name: row.name,
    level: row.level,
    yearsOfExperience: row.yearsOfExperience,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTraining(row: StaffTrainingRow): TrainingRecord {
  return {
    _id: row.id,
    title: row.title,
    provider: row.provider,
    startDate: row.startDate,
    completedDate: row.completedDate,
    status: row.status,
    certificateNumber: row.certificateNumber,
    certificateExpiry: row.certificateExpiry,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAttendance(row: StaffAttendanceRow): AttendanceRecord {
  return {
    _id: row.id,
    date: row.date,
    status: row.status,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    hoursWorked: hoursFromMinutes(row.minutesWorked),
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's own fields, nested as the spec shows them (no skills or training). */
export function memberFields(row: StaffRow, manager: ManagerName | undefined) {
  const emergency = {
    name: present(row.emergencyContactName),
    relationship: present(row.emergencyContactRelationship),
    phoneNumber: present(row.emergencyContactPhone),
  };
  const hasEmergency = Object.values(emergency).some((value) => value !== undefined);
  return {
    personalInfo: {
      firstName: row.firstName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth,
      gender: row.gender,
      phoneNumber: row.phoneNumber,
      ...(row.email ? { email: row.email } : {}),
      address: {
        street: present(row.street),
        city: present(row.city),
        state: present(row.state),
        zipCode: present(row.zipCode),
        country: row.country,
      },
      ...(hasEmergency ? { emergencyContact: emergency } : {}),
    },
    employmentInfo: {
      position: row.position,
      employmentType: row.employmentType,
      status: row.status,
      hireDate: row.hireDate,
      ...(manager
        ? {
            reportingManager: {
              _id: manager.id,
              employeeId: manager.employeeId,
              fullName: `${manager.firstName} ${manager.lastName}`,
            },
          }
        : {}),
      workSchedule: {
        startTime: row.startTime,
        endTime: row.endTime,
        workingDays: row.workingDays as WeekDay[],
        shiftType: row.shiftType,
      },
      salary: {
        amount: centsToRupees(row.salaryCents),
        currency: row.currency,
        paymentFrequency: row.paymentFrequency,
      },
    },
  };
}

/** A staff row and its own rows as the API shows them. */
export function toStaffMember(
  row: StaffRow,
  children: StaffChildren,
  manager?: ManagerName,
): StaffMember {
  return {
    _id: row.id,
    employeeId: row.employeeId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...memberFields(row, manager),
    skills: children.skills.map(toSkill),
    trainingRecords: children.training.map(toTraining),
  };
}

/** A member's form values as the staff table stores them (salary in cents). */
export function toStaffWrite(values: StaffValues): StaffWrite {
  const { personalInfo: person, employmentInfo: job } = values;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    gender: person.gender,
    phoneNumber: person.phoneNumber,
    email: person.email ?? null,
    street: person.address.street ?? null,
    city: person.address.city ?? null,
    state: person.address.state ?? null,
    zipCode: person.address.zipCode ?? null,
    country: person.address.country,
    emergencyContactName: person.emergencyContact?.name ?? null,
    emergencyContactRelationship: person.emergencyContact?.relationship ?? null,
    emergencyContactPhone: person.emergencyContact?.phoneNumber ?? null,
    position: job.position,
    employmentType: job.employmentType,
    status: job.status,
    hireDate: job.hireDate,
    reportingManagerId: job.reportingManager ?? null,
    startTime: job.workSchedule.startTime,
    endTime: job.workSchedule.endTime,
    workingDays: job.workSchedule.workingDays,
    shiftType: job.workSchedule.shiftType,
    salaryCents: rupeesToCents(job.salary.amount),
    currency: job.salary.currency,
    paymentFrequency: job.salary.paymentFrequency,
  };
}
