import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const densities = ['comfortable', 'compact'] as const;

export const scroller = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const headCell = style({
  position: 'relative',
  height: 40,
  padding: `0 ${vars.space.md}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  selectors: {
    '&:first-child': { paddingLeft: vars.space.lg },
    '&:last-child': { paddingRight: vars.space.lg },
  },
});

export const cell = recipe({
  base: {
    padding: `0 ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    // The row's background, so that a pinned cell hides what scrolls under it.
    backgroundColor: 'inherit',
    // Narrow screens scroll the table sideways rather than break every cell over lines.
    whiteSpace: 'nowrap',
    selectors: {
      '&:first-child': { paddingLeft: vars.space.lg },
      '&:last-child': { paddingRight: vars.space.lg },
      'tr:last-child > &': { borderBottom: 'none' },
    },
  },
  variants: {
    density: {
      comfortable: { height: 60, paddingBlock: vars.space.sm },
      compact: { height: 44, paddingBlock: vars.space.xs },
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export const align = recipe({
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    wrap: {
      true: { whiteSpace: 'normal', minWidth: 200 },
    },
    hideBelow: {
      tablet: { display: 'none', '@media': { [media.tablet]: { display: 'table-cell' } } },
      desktop: { display: 'none', '@media': { [media.desktop]: { display: 'table-cell' } } },
    },
    // A pinned cell stays put while the rest scrolls under it; it takes its row's background.
    pin: {
      start: { position: 'sticky', left: 0, zIndex: 1 },
      end: {
        position: 'sticky',
        right: 0,
        zIndex: 1,
        boxShadow: `-1px 0 0 ${vars.color.border}`,
      },
    },
  },
});

export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const selectCell = style({ width: 48, paddingRight: '0 !important' });

export const row = style({
  backgroundColor: vars.color.surface,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.primarySoft },
    '&[data-clickable]': { cursor: 'pointer' },
  },
});

export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  margin: '0 -6px',
  padding: '4px 6px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&[data-sorted]': { color: vars.color.text },
  },
});

export const sortIcon = style({
  width: 14,
  height: 14,
  flexShrink: 0,
  opacity: 0.5,
  selectors: { [`${sortButton}[data-sorted] &`]: { opacity: 1, color: vars.color.primary } },
});

export const slotCell = style({ padding: 0, backgroundColor: vars.color.surface });

export const skeletonWrap = recipe({
  base: { display: 'flex' },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
    },
  },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin moving bar under the header while shown rows are being refreshed. */
export const progress = style({
  position: 'absolute',
  // Along the bottom edge of the 40px header row.
  top: 38,
  left: 0,
  right: 0,
  zIndex: 1,
  height: 2,
  overflow: 'hidden',
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    width: '40%',
    backgroundColor: vars.color.primary,
    animation: `${slide} 1.1s ${vars.easing.standard} infinite`,
  },
});

/** A column that gave way, shown under the cell it folds into. */
export const folded = style({
  marginTop: vars.space.xs,
});
