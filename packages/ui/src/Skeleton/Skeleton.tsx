import { assignInlineVars } from '@vanilla-extract/dynamic';
import { heightVar, skeleton, widthVar } from './Skeleton.css';

export interface SkeletonProps {
  /** A CSS length (numbers are pixels); `100%` by default. */
  width?: string | number;
  /** A CSS length (numbers are pixels); one line of text by default. */
  height?: string | number;
  /** `full` for a circle or a pill. */
  radius?: 'sm' | 'full';
}

const length = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/** A grey placeholder while content loads (decorative: the container carries aria-busy). */
export function Skeleton({ width = '100%', height = '0.9em', radius = 'sm' }: SkeletonProps) {
  return (
    <span
      className={skeleton}
      aria-hidden="true"
      data-radius={radius}
      style={assignInlineVars({ [widthVar]: length(width), [heightVar]: length(height) })}
    />
  );
}
