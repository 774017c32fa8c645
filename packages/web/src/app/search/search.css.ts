import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

/** A search result: the avatar, the name over a muted line, the badges at the end. */
export const result = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  width: '100%',
});

/** The name keeps at least 10rem; on a phone the badges wrap under it. */
export const resultText = style({ display: 'grid', minWidth: 0, flex: '1 1 10rem' });

export const resultMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
