import {
  type AttendanceInput,
  type AttendanceRecord,
  type EmploymentType,
  type Skill,
  type SkillInput,
  type StaffAnalytics,
  type StaffBulkUpdateInput,
  type StaffDetail,
  type StaffInput,
  type StaffList,
  type StaffMember,
  type StaffStats,
  type StaffStatus,
  type StaffStatusInput,
  staffAnalyticsSchema,
  staffAttendanceDataSchema,
  staffBulkUpdateResultSchema,
  staffDataSchema,
  staffListSchema,
  staffSearchResultSchema,
  staffSkillDataSchema,
  staffStatsSchema,
  staffTrainingDataSchema,
  type TrainingInput,
  type TrainingRecord,
  type UpdateStaffInput,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

/** GET /staff filters; the list answers every matching member (the screen pages them). */
export interface StaffListParams {
  status?: StaffStatus;
  employmentType?: EmploymentType;
}

const detail: Parser<StaffDetail> = staffDataSchema;
const list: Parser<StaffList> = staffListSchema;
const members: Parser<StaffMember[]> = staffSearchResultSchema;
const stats: Parser<StaffStats> = staffStatsSchema;
const analytics: Parser<StaffAnalytics> = staffAnalyticsSchema;
const attendance: Parser<{ attendance: AttendanceRecord }> = staffAttendanceDataSchema;
const skill: Parser<{ skill: Skill }> = staffSkillDataSchema;
const training: Parser<{ training: TrainingRecord }> = staffTrainingDataSchema;
const bulkResult: Parser<{ updatedCount: number }> = staffBulkUpdateResultSchema;

/** Staff records (admin only; spec part 2 §7 'Staff'). */
export function createStaffApi(http: Transport) {
  const member = (id: string) => `/staff/${segment(id)}`;
  return {
    list: (params: StaffListParams = {}) => http.request('/staff', { query: { ...params } }, list),
    get: (id: string) => http.request(member(id), {}, detail),
    create: (input: StaffInput) => http.request('/staff', { method: 'POST', body: input }, detail),
    /** `version` is the one the editor loaded: a stale copy answers 409. */
    update: (id: string, input: UpdateStaffInput) =>
      http.request(member(id), { method: 'PUT', body: input }, detail),
    remove: (id: string) => http.request<null>(member(id), { method: 'DELETE' }),
    setStatus: (id: string, input: StaffStatusInput) =>
      http.request(`${member(id)}/status`, { method: 'PUT', body: input }, detail),
    recordAttendance: (id: string, input: AttendanceInput) =>
      http.request(`${member(id)}/attendance`, { method: 'PUT', body: input }, attendance),
    addSkill: (id: string, input: SkillInput) =>
      http.request(`${member(id)}/skills`, { method: 'POST', body: input }, skill),
    addTraining: (id: string, input: TrainingInput) =>
      http.request(`${member(id)}/training`, { method: 'POST', body: input }, training),
    bulkUpdate: (input: StaffBulkUpdateInput) =>
      http.request('/staff/bulk-update', { method: 'PUT', body: input }, bulkResult),
    stats: () => http.request('/staff/stats', {}, stats),
    search: (q: string, limit?: number) =>
      http.request('/staff/search', { query: { q, ...(limit ? { limit } : {}) } }, members),
    analytics: (id: string, days?: number) =>
      http.request(`${member(id)}/analytics`, { query: days ? { days } : {} }, analytics),
  };
}
export type StaffApi = ReturnType<typeof createStaffApi>;
