import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const pageTitle = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const tabBody = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The date range, the tab's own select and the buttons on one line when they fit; wraps on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const toolbarField = style({ flex: '1 1 140px', minWidth: 0, maxWidth: 260 });

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const exportStatus = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: '1lh',
});

/** Summary cards: as many as fit; one a row on a phone, where rupee amounts need the width. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

/** Cards of counts only (the statuses): two a row even on a phone. */
export const countCards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 130px), 1fr))',
});

/** The six service cards: one a row on a phone, two on a tablet, three on a wide screen. */
export const serviceCards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Two charts side by side on a wide screen, one above the other on a narrow one. */
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  marginRight: vars.space.xs,
  flexShrink: 0,
});

export const statusName = style({ display: 'inline-flex', alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted });

export const skeletonChart = style({ display: 'grid', gap: vars.space.sm });
