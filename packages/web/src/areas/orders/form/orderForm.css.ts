import { media, TOP_BAR_HEIGHT, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, maxWidth: 1180 });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primaryText } },
});

export const header = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

/** The steps on the left, the live price on the right (below them on a phone). */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});

export const body = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  outline: 'none',
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One order line: its title and remove button, then service, weight or quantity, category, notes. */
export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  minWidth: 0,
});

export const lineHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const lineTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const lineWide = style({ gridColumn: '1 / -1' });

export const lineTotal = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const leg = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const actionsEnd = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

// A keyboard hint means nothing on a touch screen with no keyboard.
export const shortcut = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { '(pointer: coarse) and (hover: none)': { display: 'none' } },
});

export const kbd = style({
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  padding: '1px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** The selected customer: initial, name, phone and badges, with Change. */
export const customer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const customerText = style({ display: 'grid', gap: 2, minWidth: 0, flex: '1 1 12rem' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The price preview: label left, amount right, the total in bold. */
export const summary = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const summaryTotal = style([
  summaryRow,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const discount = style({ color: vars.color.successText });

// Below the shell's sticky top bar, not under it.
export const sticky = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: `calc(${TOP_BAR_HEIGHT}px + ${vars.space.lg})` },
  },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const summaryBox = style({ display: 'grid', gap: vars.space.sm });

export const amount = style({ margin: 0, textAlign: 'end', whiteSpace: 'nowrap' });

export const addCustomer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
