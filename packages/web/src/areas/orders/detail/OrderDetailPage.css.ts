import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.xs,
});

export const headerTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const identity = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const mutedText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const balanceDue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.dangerText,
});

export const fullyPaid = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.successText,
});

/** Two columns of cards from desktop width; one on phones. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const stack = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const notes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});

export const note = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
});

export const preWrap = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const increase = style({
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.semibold,
});
export const decrease = style({
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});
