import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const headerStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

// On phones too (the spec's header has it at every width); it takes the room the clock leaves.
export const search = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  maxWidth: 360,
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { gap: vars.space.sm } },
});

export const clock = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xs,
});

export const popoverNote = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  minWidth: 220,
});

export const userTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'none',
  minWidth: 0,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[data-state="open"]': { backgroundColor: vars.color.surfaceHover },
  },
  '@media': { [media.tablet]: { paddingRight: vars.space.xs, borderRadius: vars.radius.lg } },
});

export const userTriggerText = style({
  display: 'none',
  textAlign: 'left',
  lineHeight: vars.lineHeight.tight,
  maxWidth: 160,
  '@media': { [media.tablet]: { display: 'grid' } },
});

export const userTriggerChevron = style({
  display: 'none',
  color: vars.color.textSubtle,
  '@media': { [media.tablet]: { display: 'block' } },
});

export const userSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minWidth: 220,
  maxWidth: 300,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
});

export const userSummaryText = style({
  display: 'grid',
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
});

export const sidebarFooter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const sidebarFooterText = style({
  display: 'grid',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});
