import type {
  AttendanceRecord,
  AuditFields,
  Skill,
  StaffMember,
  TrainingRecord,
  WeekDay,
} from '@laundry/domain';
import { centsToRupees } from '@laundry/domain';
import type {
  StaffAttendanceRow,
  StaffRow,
  StaffSkillRow,
  StaffTrainingRow,
} from '../../db/schema';
import type { StaffChildren } from './repository';

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
    hoursWorked: Math.round((row.minutesWorked / 60) * 100) / 100,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's own fields, nested as the spec shows them (no skills or training). */
function memberFields(row: StaffRow, manager: ManagerName | undefined) {
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

/** What the audit log compares for a member: its own fields (manager by id), no timestamps. */
export function staffAuditFields(row: StaffRow): AuditFields {
  const { personalInfo, employmentInfo } = memberFields(row, undefined);
  return JSON.parse(
    JSON.stringify({
      personalInfo,
      employmentInfo: { ...employmentInfo, reportingManager: row.reportingManagerId },
    }),
  ) as AuditFields;
}

/** 'Nimal Perera (EMP0004)': how the audit log names a member. */
export function staffLabel(row: StaffRow): string {
  return `${row.firstName} ${row.lastName} (${row.employeeId})`;
}
