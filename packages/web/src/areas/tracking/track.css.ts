import { media, vars } from '@laundry/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { SCRIPT_FONTS } from '../../i18n/scriptFonts';

/** The tracking page: one column for a phone first, centred and a little wider on a desk. */

export const page = style({
  fontFamily: `"Inter Variable", "Inter", ${SCRIPT_FONTS}, ui-sans-serif, system-ui, sans-serif`,
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  paddingBlock: vars.space.md,
  paddingInline: 20,
});

export const shopName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: 'inherit',
  textDecoration: 'none',
});

export const main = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 560,
  marginInline: 'auto',
  padding: 20,
  '@media': { [media.tablet]: { paddingBlock: 48 } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.2 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: 20,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const field = style({ display: 'grid', gap: 6 });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const input = style({
  font: 'inherit',
  fontSize: 18,
  minHeight: 48,
  paddingInline: 14,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const button = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  minHeight: 48,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const status = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.15 });

export const express = style({
  justifySelf: 'start',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningText,
});

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${fact} > dt`, { color: vars.color.textMuted });
globalStyle(`${fact} > dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'right',
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 0,
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '28px 1fr',
  columnGap: vars.space.sm,
  paddingBottom: vars.space.md,
});

export const dot = styleVariants({
  done: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
  current: {
    backgroundColor: vars.color.surface,
    borderColor: vars.color.primary,
    borderWidth: 4,
  },
  upcoming: { backgroundColor: vars.color.surface, borderColor: vars.color.borderStrong },
});
globalStyle(`${step} > span:first-child`, {
  width: 20,
  height: 20,
  marginTop: 2,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderWidth: 2,
  boxSizing: 'border-box',
});

export const stepLabel = styleVariants({
  done: { fontWeight: vars.fontWeight.medium },
  current: { fontWeight: vars.fontWeight.bold },
  upcoming: { color: vars.color.textMuted },
});

export const stepTime = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const contacts = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});

export const contact = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });
