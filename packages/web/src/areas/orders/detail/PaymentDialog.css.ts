import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const extraPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const custom = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'end',
  gridTemplateColumns: '1fr 1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) 7rem 4.5rem auto' } },
});

export const added = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 });

export const addedItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const addedPrice = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });

export const steps = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  flexWrap: 'wrap',
});

export const stepCurrent = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
});

export const amount = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  fontWeight: vars.fontWeight.semibold,
});

export const bank = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const cash = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const change = style({
  display: 'flex',
  justifyContent: 'space-between',
  gridColumn: '1 / -1',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const leftDue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Why sending the bank details failed, on its own line under the notice. */
export const noticeReason = style({ display: 'block', marginTop: vars.space.xs });
