import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { defineList } from '../lists';
import { paginationSchema } from '../shared';
import { TILL_STATUSES, tillSessionSchema } from './tillReports';

/** The closes (and open sessions) list, by day and cashier; the newest first. */
export const tillSessionList = defineList({
  pageSize: 20,
  sortFields: ['openedAt', 'number', 'variance'],
  sortOptions: [
    { value: 'openedAt-desc', label: 'Newest first', sortBy: 'openedAt', sortOrder: 'desc' },
    { value: 'openedAt-asc', label: 'Oldest first', sortBy: 'openedAt', sortOrder: 'asc' },
    {
      value: 'variance-asc',
      label: 'Largest shortage first',
      sortBy: 'variance',
      sortOrder: 'asc',
    },
    { value: 'number-desc', label: 'Number, highest first', sortBy: 'number', sortOrder: 'desc' },
  ],
  filters: {
    date: calendarDaySchema,
    status: z.enum(TILL_STATUSES, 'status must be open or closed'),
    cashierId: z.uuid('cashierId must be a user id'),
  },
});
export type TillSessionListQuery = z.output<typeof tillSessionList.querySchema>;
export type TillSessionListParams = Partial<TillSessionListQuery>;

export const tillSessionListSchema = z.object({
  sessions: z.array(tillSessionSchema),
  pagination: paginationSchema('totalSessions'),
});
export type TillSessionList = z.output<typeof tillSessionListSchema>;
