import { describe, expect, it } from 'vitest';
import { byOrders } from './CustomerReport';
import { chartName } from './format';
import { statusGroups } from './statusDisplay';

describe('chartName', () => {
  it('keeps the whole name for the chart to cut with an ellipsis, Unknown when missing', () => {
    expect(chartName('Tharushi Fernando-Wickramasinghe')).toBe('Tharushi Fernando-Wickramasinghe');
    expect(chartName(' Ironing ')).toBe('Ironing');
    expect(chartName(null)).toBe('Unknown');
    expect(chartName('  ')).toBe('Unknown');
  });
});

describe('statusGroups', () => {
  it("sums stored statuses into the spec's coloured buckets, in the buckets' order", () => {
    const groups = statusGroups([
      // Ready for Delivery is still in the shop (issue 26); collected and delivered have left.
      { _id: 'deliver', count: 1 },
      { _id: 'delivered', count: 3 },
      { _id: 'collected', count: 2 },
      { _id: 'washing', count: 2 },
      { _id: 'drying', count: 3 },
      { _id: 'pickup', count: 1 },
      { _id: 'received', count: 1 },
      { _id: 'complete', count: 4 },
      { _id: 'cancelled', count: 1 },
    ]);
    expect(groups.map(({ label, color, count }) => [label, color, count])).toEqual([
      ['Pending', 'amber', 2],
      ['Processing', 'blue', 5],
      ['Ready', 'purple', 5],
      ['Delivered', 'green', 5],
      ['Cancelled', 'red', 1],
    ]);
  });

  it("takes buckets as they are; an unknown status is 'Other', a missing one 'Unknown'", () => {
    const groups = statusGroups([
      { _id: 'processing', count: 2 },
      { _id: 'mystery', count: 1 },
      { _id: null, count: 3 },
    ]);
    expect(groups.map(({ label, color, count }) => [label, color, count])).toEqual([
      ['Processing', 'blue', 2],
      ['Other', 'grey', 1],
      ['Unknown', 'grey', 3],
    ]);
  });
});

describe('byOrders', () => {
  it('puts the customers with most orders first for the orders chart (issue 39)', () => {
    const row = (customerName: string, totalOrders: number, totalSpent: number) => ({
      customerName,
      phoneNumber: null,
      totalOrders,
      totalSpent,
      averageOrderValue: 0,
    });
    // Ranked by spending: A spent most with 2 orders, C least with 9.
    const ranked = [row('A', 2, 9000), row('B', 5, 5000), row('C', 9, 1000), row('D', 5, 500)];
    expect(byOrders(ranked).map((r) => r.customerName)).toEqual(['C', 'B', 'D', 'A']);
    expect(ranked.map((r) => r.customerName)).toEqual(['A', 'B', 'C', 'D']);
  });
});
