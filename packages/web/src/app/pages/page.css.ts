import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

/*
 * The layout every area's screens share: the page column, its header, the stat cards, the tab
 * bodies, the way back, a record's header and a form's field grid. An area's own css adds only
 * what is its own.
 */

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Forms and other single-column pages. */
export const narrowPage = style([page, { maxWidth: 900, width: '100%' }]);

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageTitle = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Four stat cards: two a row on phones and tablets, four from the desktop width. */
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const tabBody = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A loading spinner or a "not found" in the middle of the content area. */
export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 320,
  padding: vars.space.lg,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/* A record's detail page: its avatar or icon, name and badges, and the actions beside. */
export const recordHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const identityText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const badgeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

/** Two cards side by side from the desktop width. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/* Forms */
export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The fields' group, disabled as one while sending; no browser frame. */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.lg,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

/** A card's fields: one column on phones, two from the tablet width. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field across both columns. */
export const wide = style({ gridColumn: '1 / -1' });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
