import {
  addDays,
  calendarDate,
  DEFAULT_BUSINESS_TIME_ZONE,
  daysBefore,
  hoursWorked,
  rupeesToCents,
  type SkillLevel,
} from '@laundry/domain';
import { staff, staffAttendance, staffSkills, staffTraining } from '../../db/schema';
import type { Seeder } from '../seeder';

interface DemoMember {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  phoneNumber: string;
  email?: string;
  city: string;
  position: string;
  employmentType: 'full_time' | 'part_time' | 'contract' | 'intern';
  status: 'active' | 'on_leave' | 'inactive';
  /** Days before the seed's "today" the member was hired. */
  hiredDaysAgo: number;
  shiftType: 'morning' | 'afternoon' | 'evening';
  startTime: string;
  endTime: string;
  salary: number;
  skills: [string, SkillLevel][];
}

/** The shop's team: washers, ironers, a driver, a counter supervisor and a student intern. */
// biome-ignore format: one member a line.
const DEMO_STAFF: readonly DemoMember[] = [
  { firstName: 'Sunil', lastName: 'Perera', gender: 'male', dateOfBirth: '1984-03-11', phoneNumber: '0771100101', email: 'sunil.p@campusclean.lk', city: 'Moratuwa', position: 'Shop Supervisor', employmentType: 'full_time', status: 'active', hiredDaysAgo: 1400, shiftType: 'morning', startTime: '08:00', endTime: '17:00', salary: 95000, skills: [['Customer service', 'expert'], ['Stain removal', 'advanced']] },
  { firstName: 'Chamari', lastName: 'Fernando', gender: 'female', dateOfBirth: '1991-07-22', phoneNumber: '0771100102', city: 'Katubedda', position: 'Washer', employmentType: 'full_time', status: 'active', hiredDaysAgo: 800, shiftType: 'morning', startTime: '08:00', endTime: '17:00', salary: 62000, skills: [['Machine washing', 'expert'], ['Dry cleaning', 'intermediate']] },
  { firstName: 'Nuwan', lastName: 'Bandara', gender: 'male', dateOfBirth: '1995-01-30', phoneNumber: '0771100103', city: 'Ratmalana', position: 'Ironer', employmentType: 'full_time', status: 'on_leave', hiredDaysAgo: 610, shiftType: 'afternoon', startTime: '12:00', endTime: '21:00', salary: 58000, skills: [['Steam pressing', 'advanced']] },
  { firstName: 'Ishara', lastName: 'Madushani', gender: 'female', dateOfBirth: '1998-11-05', phoneNumber: '0771100104', email: 'ishara.m@gmail.com', city: 'Moratuwa', position: 'Ironer', employmentType: 'part_time', status: 'active', hiredDaysAgo: 200, shiftType: 'evening', startTime: '15:00', endTime: '21:00', salary: 32000, skills: [['Steam pressing', 'intermediate'], ['Folding', 'expert']] },
  { firstName: 'Ruwan', lastName: 'Kumara', gender: 'male', dateOfBirth: '1988-06-14', phoneNumber: '0771100105', city: 'Dehiwala', position: 'Delivery Driver', employmentType: 'contract', status: 'active', hiredDaysAgo: 90, shiftType: 'morning', startTime: '09:00', endTime: '18:00', salary: 55000, skills: [['Route planning', 'advanced']] },
  { firstName: 'Tharushi', lastName: 'Senanayake', gender: 'female', dateOfBirth: '2004-02-18', phoneNumber: '0771100106', email: 'tharushi.s@students.lk', city: 'Katubedda', position: 'Counter Assistant', employmentType: 'intern', status: 'active', hiredDaysAgo: 12, shiftType: 'afternoon', startTime: '13:00', endTime: '19:00', salary: 20000, skills: [['Customer service', 'beginner']] },
  { firstName: 'Kamal', lastName: 'Wijesinghe', gender: 'male', dateOfBirth: '1979-09-09', phoneNumber: '0771100107', city: 'Panadura', position: 'Washer', employmentType: 'full_time', status: 'inactive', hiredDaysAgo: 2100, shiftType: 'morning', startTime: '08:00', endTime: '17:00', salary: 60000, skills: [['Machine washing', 'advanced']] },
];

/** The demo team, their skills, a course each for some, and two weeks of attendance. */
export const staffSeeder: Seeder = {
  name: 'staff',
  async run({ db, clock }) {
    const now = clock();
    const today = calendarDate(now, DEFAULT_BUSINESS_TIME_ZONE);
    for (const [index, member] of DEMO_STAFF.entries()) {
      const hireDate = addDays(today, -member.hiredDaysAgo);
      const createdAt = daysBefore(now, member.hiredDaysAgo);
      const [row] = await db
        .insert(staff)
        .values({
          firstName: member.firstName,
          lastName: member.lastName,
          dateOfBirth: member.dateOfBirth,
          gender: member.gender,
          phoneNumber: member.phoneNumber,
          email: member.email ?? null,
          city: member.city,
          country: 'Sri Lanka',
          position: member.position,
          employmentType: member.employmentType,
          status: member.status,
          hireDate,
          startTime: member.startTime,
          endTime: member.endTime,
          workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
          shiftType: member.shiftType,
          salaryCents: rupeesToCents(member.salary),
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!row) throw new Error('seeding staff failed');
      for (const [name, level] of member.skills) {
        await db
          .insert(staffSkills)
          .values({ staffId: row.id, name, level, createdAt, updatedAt: createdAt });
      }
      if (index % 2 === 0 && member.hiredDaysAgo > 60) {
        const startDate = addDays(hireDate, 20);
        await db.insert(staffTraining).values({
          staffId: row.id,
          title: 'Fabric care and stain removal',
          provider: 'CleanCo Lanka',
          startDate,
          completedDate: addDays(startDate, 2),
          status: 'completed',
          certificateNumber: `FC-${1000 + index}`,
          certificateExpiry: addDays(startDate, 2 + 730),
          notes: 'Certificate copy in the office file',
          createdAt,
        });
      }
      if (member.status !== 'active') continue;
      // Two weeks of attendance: mostly on time, now and then late or absent.
      for (let back = 13; back >= 1; back -= 1) {
        const date = addDays(today, -back);
        if (date < hireDate || new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue;
        const roll = (index * 7 + back * 3) % 10;
        const status = roll === 0 ? 'absent' : roll === 1 ? 'late' : 'present';
        const checkIn = status === 'absent' ? null : status === 'late' ? '09:25' : member.startTime;
        const checkOut = status === 'absent' ? null : member.endTime;
        await db.insert(staffAttendance).values({
          staffId: row.id,
          date,
          status,
          checkIn,
          checkOut,
          minutesWorked: Math.round(hoursWorked(checkIn ?? undefined, checkOut ?? undefined) * 60),
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  },
};
