import { describe, expect, it } from 'vitest';
import { chartName, formatShare, ratio } from './format';
import { statusDisplay } from './statusDisplay';

describe('chartName', () => {
  it("cuts names to the spec's length and names the missing 'Unknown'", () => {
    expect(chartName('Tharushi Fernando-Wickramasinghe', 15)).toBe('Tharushi Fernan');
    expect(chartName('Wash & Dry (per kg) Premium', 20)).toBe('Wash & Dry (per kg)');
    expect(chartName('Ironing', 20)).toBe('Ironing');
    expect(chartName(null, 15)).toBe('Unknown');
    expect(chartName('  ', 15)).toBe('Unknown');
  });
});

describe('formatShare and ratio', () => {
  it('shows one decimal and 0 of nothing', () => {
    expect(formatShare(22, 40)).toBe('55.0%');
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(0, 0)).toBe('0.0%');
    expect(ratio(10, 0)).toBe(0);
    expect(ratio(10, 4)).toBe(2.5);
  });
});

describe('statusDisplay', () => {
  it("colours the report's buckets as the spec does", () => {
    expect(statusDisplay('pending')).toEqual({ label: 'Pending', color: 'amber' });
    expect(statusDisplay('processing')).toEqual({ label: 'Processing', color: 'blue' });
    expect(statusDisplay('ready')).toEqual({ label: 'Ready', color: 'purple' });
    expect(statusDisplay('delivered')).toEqual({ label: 'Delivered', color: 'green' });
    expect(statusDisplay('cancelled')).toEqual({ label: 'Cancelled', color: 'red' });
    expect(statusDisplay('other')).toEqual({ label: 'Other', color: 'grey' });
  });

  it("names stored statuses by their label in their bucket's colour, a missing one 'Unknown'", () => {
    expect(statusDisplay('washing')).toEqual({ label: 'Washing', color: 'blue' });
    expect(statusDisplay('complete')).toEqual({ label: 'Services Complete', color: 'purple' });
    expect(statusDisplay(null)).toEqual({ label: 'Unknown', color: 'grey' });
    expect(statusDisplay('mystery')).toEqual({ label: 'Unknown', color: 'grey' });
  });
});
