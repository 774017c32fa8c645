import { describe, expect, it } from 'vitest';
import { statusBucketRows } from './statusBuckets';

describe('statusBucketRows', () => {
  it("sums stored statuses into the spec's buckets, collected with delivered (issue 39)", () => {
    const rows = [
      { _id: 'collected', count: 82 },
      { _id: 'delivered', count: 30 },
      { _id: 'washing', count: 2 },
      { _id: 'deliver', count: 1 },
      { _id: null, count: 1 },
      { _id: 'pickup', count: 3 },
    ];
    expect(statusBucketRows(rows)).toEqual([
      { _id: 'pending', count: 3 },
      { _id: 'processing', count: 2 },
      { _id: 'ready', count: 1 },
      { _id: 'delivered', count: 112 },
      { _id: null, count: 1 },
    ]);
    expect(statusBucketRows(statusBucketRows(rows))).toEqual(statusBucketRows(rows));
  });
});
