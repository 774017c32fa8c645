import {
  attendanceInputSchema,
  createStaffSchema,
  listStaffQuerySchema,
  skillInputSchema,
  staffAnalyticsQuerySchema,
  staffAnalyticsSchema,
  staffAttendanceDataSchema,
  staffBulkUpdateResultSchema,
  staffBulkUpdateSchema,
  staffDataSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMessages,
  staffSearchQuerySchema,
  staffSearchResultSchema,
  staffSkillDataSchema,
  staffStatsSchema,
  staffStatusInputSchema,
  staffTrainingDataSchema,
  trainingInputSchema,
  updateStaffSchema,
} from '@laundry/domain';
import { envelope, nullData, ok, responses } from '../../http/envelope';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { StaffService } from './service';

const tags = ['staff'];

/**
 * The staff calls (spec part 2 §7 'Staff'), admin only through the permission map: a cashier
 * gets 403 on every one. The spec leaves the payloads of status, attendance, skills, training
 * and bulk update out; theirs are the domain's schemas, described in the OpenAPI document.
 * Static paths (/stats, /search, /bulk-update) are declared before /:id.
 */
export async function staffRoutes(api: ApiInstance, staff: StaffService) {
  api.get(
    '/',
    {
      config: { access: ['staff', 'read'] },
      schema: {
        tags,
        summary: 'Every staff member (optionally of one status or type); the screen pages them',
        description:
          'Answers all matching members at once, up to 500; `truncated` says when more exist.',
        querystring: listStaffQuerySchema,
        response: responses({ 200: envelope(staffListSchema) }),
      },
    },
    async (request) => ok(await staff.list(request.query)),
  );

  api.get(
    '/stats',
    {
      config: { access: ['staff', 'read'] },
      schema: {
        tags,
        summary: 'Totals, recent hires, on leave, attendance rate, breakdowns',
        response: responses({ 200: envelope(staffStatsSchema) }),
      },
    },
    async () => ok(await staff.stats()),
  );

  api.get(
    '/search',
    {
      config: { access: ['staff', 'read'] },
      schema: {
        tags,
        summary: 'Find members by name, employee ID, position, phone or e-mail (at most 10)',
        querystring: staffSearchQuerySchema,
        response: responses({ 200: envelope(staffSearchResultSchema) }),
      },
    },
    async (request) => ok(await staff.search(request.query.q, request.query.limit)),
  );

  api.put(
    '/bulk-update',
    {
      config: { access: ['staff', 'update'] },
      schema: {
        tags,
        summary: 'Set status, employment type or shift for several members, all or none',
        body: staffBulkUpdateSchema,
        response: responses({ 200: envelope(staffBulkUpdateResultSchema) }),
      },
    },
    async (request) =>
      ok(await staff.bulkUpdate(auditActorOf(request), request.body), staffMessages.bulkUpdated),
  );

  api.get(
    '/:id',
    {
      config: { access: ['staff', 'read'] },
      schema: {
        tags,
        summary: 'One member with skills, training and the last 14 days of attendance',
        params: staffIdParamsSchema,
        response: responses({ 200: envelope(staffDataSchema) }),
      },
    },
    async (request) => ok(await staff.get(request.params.id)),
  );

  api.post(
    '/',
    {
      config: { access: ['staff', 'create'] },
      schema: {
        tags,
        summary: 'Add a staff member; the employee ID is generated',
        description:
          'Dates are YYYY-MM-DD. The date of birth must be in the past, the hire date not in the future (business time zone), and the member at least 16 on the hire date.',
        body: createStaffSchema(),
        response: responses({ 201: envelope(staffDataSchema) }),
      },
    },
    async (request, reply) => {
      const member = await staff.create(auditActorOf(request), request.body);
      return reply.code(201).send(ok(member, staffMessages.created));
    },
  );

  api.put(
    '/:id',
    {
      config: { access: ['staff', 'update'] },
      schema: {
        tags,
        summary: "Replace a member's details, from the version loaded (409 when stale)",
        params: staffIdParamsSchema,
        body: updateStaffSchema(),
        response: responses({ 200: envelope(staffDataSchema) }),
      },
    },
    async (request) =>
      ok(
        await staff.update(auditActorOf(request), request.params.id, request.body),
        staffMessages.updated,
      ),
  );

  api.delete(
    '/:id',
    {
      config: { access: ['staff', 'delete'] },
      schema: {
        tags,
        summary: 'Delete a member with their attendance, skills and training',
        params: staffIdParamsSchema,
        response: responses({ 200: envelope(nullData) }),
      },
    },
    async (request) => {
      await staff.remove(auditActorOf(request), request.params.id);
      return ok(null, staffMessages.deleted);
    },
  );

  api.put(
    '/:id/status',
    {
      config: { access: ['staff', 'update'] },
      schema: {
        tags,
        summary: 'Change the employment status (active, on leave, suspended...)',
        params: staffIdParamsSchema,
        body: staffStatusInputSchema,
        response: responses({ 200: envelope(staffDataSchema) }),
      },
    },
    async (request) =>
      ok(
        await staff.setStatus(auditActorOf(request), request.params.id, request.body),
        staffMessages.statusUpdated,
      ),
  );

  api.put(
    '/:id/attendance',
    {
      config: { access: ['staff', 'update'] },
      schema: {
        tags,
        summary: 'Record or correct one day: status, check-in and check-out (HH:MM), notes',
        description:
          'One record per member and day; hours worked are computed (a check-out before the check-in ends the next morning). Not for a future date.',
        params: staffIdParamsSchema,
        body: attendanceInputSchema,
        response: responses({ 200: envelope(staffAttendanceDataSchema) }),
      },
    },
    async (request) =>
      ok(
        await staff.recordAttendance(auditActorOf(request), request.params.id, request.body),
        staffMessages.attendanceUpdated,
      ),
  );

  api.post(
    '/:id/skills',
    {
      config: { access: ['staff', 'update'] },
      schema: {
        tags,
        summary: 'Add a skill with its level (re-grades a skill of the same name)',
        params: staffIdParamsSchema,
        body: skillInputSchema,
        response: responses({
          200: envelope(staffSkillDataSchema),
          201: envelope(staffSkillDataSchema),
        }),
      },
    },
    async (request, reply) => {
      const { skill, created } = await staff.addSkill(
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(ok({ skill }, staffMessages.skillAdded));
    },
  );

  api.post(
    '/:id/training',
    {
      config: { access: ['staff', 'update'] },
      schema: {
        tags,
        summary: 'Add a training record: course, provider, dates, certificate',
        params: staffIdParamsSchema,
        body: trainingInputSchema,
        response: responses({ 201: envelope(staffTrainingDataSchema) }),
      },
    },
    async (request, reply) => {
      const result = await staff.addTraining(
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(ok(result, staffMessages.trainingAdded));
    },
  );

  api.get(
    '/:id/analytics',
    {
      config: { access: ['staff', 'read'] },
      schema: {
        tags,
        summary: "One member's last days: attendance rate, hours, skills, training, tenure",
        params: staffIdParamsSchema,
        querystring: staffAnalyticsQuerySchema,
        response: responses({ 200: envelope(staffAnalyticsSchema) }),
      },
    },
    async (request) => ok(await staff.analytics(request.params.id, request.query.days)),
  );
}
