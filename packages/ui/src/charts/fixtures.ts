import { formatNumber } from '../format/formatNumber';
// Fixed data for the chart stories: the same picture on every run.
export const dailyRevenue = [
  { x: '2026-05-06', y: 18250 },
  { x: '2026-05-07', y: 21400 },
  { x: '2026-05-08', y: 16900 },
  { x: '2026-05-09', y: 24800 },
  { x: '2026-05-10', y: 29350 },
  { x: '2026-05-11', y: 12600 },
  { x: '2026-05-12', y: 19700 },
  { x: '2026-05-13', y: 22150 },
  { x: '2026-05-14', y: 25900 },
  { x: '2026-05-15', y: 31200 },
  { x: '2026-05-16', y: 27450 },
  { x: '2026-05-17', y: 14300 },
  { x: '2026-05-18', y: 20800 },
  { x: '2026-05-19', y: 23650 },
];

export const dailyOrders = dailyRevenue.map((d) => ({ x: d.x, y: Math.round(d.y / 850) }));

export const ordersByStatus = [
  { x: 'Pending', y: 23, color: 'amber' as const },
  { x: 'Processing', y: 41, color: 'blue' as const },
  { x: 'Ready', y: 17, color: 'purple' as const },
  { x: 'Delivered', y: 96, color: 'green' as const },
  { x: 'Cancelled', y: 5, color: 'red' as const },
];

export const topCustomers = [
  { x: 'Nimali Perera', y: 48250 },
  { x: 'Kasun Jayawarde', y: 41900 },
  { x: 'Tharushi Fernan', y: 37600 },
  { x: 'Ishan de Silva', y: 31450 },
  { x: 'Sachini Wickram', y: 28900 },
  { x: 'Dilan Rajapaksa', y: 22100 },
  { x: 'Ayesha Bandara', y: 19750 },
  { x: 'Ravindu Senanay', y: 15300 },
];

/** Whole names, some long and two alike for their first 15 characters (a chart must not merge them). */
export const longCustomerNames = [
  { x: 'Oshadi Amarasinghe', y: 52400 },
  { x: 'Kasun Jayawardena', y: 41900 },
  { x: 'Tharushi Fernando-Wijesekera', y: 37600 },
  { x: 'Sachini Wickramasinghe', y: 28900 },
  { x: 'Sachini Wickramaratne', y: 24100 },
  { x: 'Ishan de Silva', y: 19750 },
];

export const revenueByCategory = [
  { x: 'Wash & Dry', y: 182400 },
  { x: 'Washing', y: 96300 },
  { x: 'Dry Cleaning', y: 74800 },
  { x: 'Ironing', y: 41200 },
  { x: 'Unknown', y: 6900 },
];

export const lkr = (value: number) => `LKR ${formatNumber(value)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-05-12' → 'May 12'. */
export const shortDate = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${Number(iso.slice(8, 10))}`;
