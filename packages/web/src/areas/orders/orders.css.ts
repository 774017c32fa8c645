import { media, vars } from '@laundry/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageTitle = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const tabBody = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/* Two cards a row on phones, four on desktops. */
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});

export const amount = style({ fontWeight: vars.fontWeight.semibold });
export const due = style({ fontSize: vars.fontSize.sm, color: vars.color.redText });
export const paid = style({ fontSize: vars.fontSize.sm, color: vars.color.greenText });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.primarySoft,
});

export const selectionCount = style({ fontWeight: vars.fontWeight.semibold });

export const selectionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const rangeFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  maxWidth: 480,
});

export const analyticsGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const statusList = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});

export const statusFigures = style({
  display: 'inline-flex',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});

export const tableScroll = style({ overflowX: 'auto' });

export const dailyTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${dailyTable} th, ${dailyTable} td`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

globalStyle(`${dailyTable} th:first-child`, { textAlign: 'left', fontWeight: 'inherit' });

globalStyle(`${dailyTable} thead th`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
