import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  color: vars.color.onPrimary,
  backgroundColor: vars.color.primary,
  backgroundImage: `linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.primaryActive} 100%)`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const bannerText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const bannerTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const bannerDate = style({ fontSize: vars.fontSize.md, opacity: 0.85 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const tiles = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
});

export const tile = style([
  shortcut,
  {
    padding: vars.space.md,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.xs,
    selectors: {
      '&:hover': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    },
    flexDirection: 'column',
    alignItems: 'flex-start',
  },
]);

export const rows = style({ display: 'grid', gap: vars.space.xxs });

export const row = style([
  shortcut,
  {
    padding: vars.space.sm,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
  },
]);

export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  color: vars.color.primaryText,
  backgroundColor: vars.color.primarySoft,
});

export const tileText = style({ display: 'grid', minWidth: 0 });

export const tileLabel = style({ fontWeight: vars.fontWeight.semibold });

export const tileDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tip = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.infoText,
  backgroundColor: vars.color.infoSoft,
  border: `1px solid ${vars.color.border}`,
});

export const tipIcon = style({ flexShrink: 0, marginTop: 2 });

/* The four cards: two a row on phones, four on desktops. */
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/* Recent orders beside the admin panel or the tip on desktops. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const orderRow = style([
  row,
  { justifyContent: 'space-between', border: `1px solid ${vars.color.border}` },
]);

export const orderRowEnd = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const orderAmount = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const orderList = style([rows, { listStyle: 'none', margin: 0, padding: 0 }]);
