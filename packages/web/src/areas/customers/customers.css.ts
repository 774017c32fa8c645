import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export { badges, figure, muted, nameLink, person, personText } from '../../app/lists/cells.css';
// The layout and the list cells' pieces every area shares.
export { tabBody } from '../../app/pages/page.css';

/*
 * Quick search beside the recent customers once both have room (the sidebar takes some 260 px
 * of a 1024 px screen, where the recent customers' names would break mid-word).
 */
export const directoryTop = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const inlineFigures = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const tileFigures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const tileFigure = style({ display: 'grid', gap: 2, minWidth: 0 });

export const tileFigureValue = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tileFigureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/* Quick search and recent customers */
export const selectedPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySoft,
});

export const selectedText = style({ display: 'grid', flex: '1 1 160px', minWidth: 0 });

export const placeholderPanel = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const quickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const recentList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recentItem = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.primarySoft },
  },
});

export const recentDate = style({
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The list's card, landed on from the header's search: clear of the sticky top bar. */
export const anchor = style({ scrollMarginTop: 72, minWidth: 0 });
