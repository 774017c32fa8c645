import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './readableTextColor';

describe('readableTextColor', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // White on Tailwind's blue-500 is the 3.68:1 axe flagged on the services page.
    expect(contrastRatio('#3B82F6', '#ffffff')).toBeCloseTo(3.68, 2);
  });

  it('picks black on light and mid-tone colours, white on dark ones', () => {
    expect(readableTextColor('#3B82F6')).toBe('#000000');
    expect(readableTextColor('#F59E0B')).toBe('#000000');
    expect(readableTextColor('#1E3A8A')).toBe('#ffffff');
    expect(readableTextColor('#000000')).toBe('#ffffff');
  });

  it('reaches 4.5:1 on every colour a service may have', () => {
    for (const background of [
      '#3B82F6',
      '#10B981',
      '#F59E0B',
      '#EF4444',
      '#8B5CF6',
      '#06B6D4',
      '#84CC16',
      '#F97316',
      '#777777',
    ]) {
      expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
