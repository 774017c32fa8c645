import { vars } from '@laundry/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateX(10px)' },
  to: { opacity: 1, transform: 'none' },
});

const pop = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.92) rotate(-2deg)' },
  '60%': { opacity: 1, transform: 'scale(1.03) rotate(-2deg)' },
  '100%': { opacity: 1, transform: 'scale(1) rotate(-2deg)' },
});

export const offer = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  marginBottom: vars.space.md,
  paddingBlock: 10,
  paddingInline: 12,
  borderRadius: vars.radius.lg,
  backgroundColor: '#fff4e3',
  border: '1px solid #fbd9a5',
  color: '#7a3f06',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
});

export const offerIcon = style({ flexShrink: 0, color: '#c2610c' });

export const steps = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  marginBottom: vars.space.lg,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  position: 'relative',
});

export const stepItem = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    // The line joining this step to the previous one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: 15,
      right: '50%',
      width: '100%',
      height: 2,
      backgroundColor: vars.color.border,
      zIndex: 0,
    },
    '&[data-reached]:not(:first-child)::before': { backgroundColor: vars.color.primary },
  },
});

export const stepButton = style({
  all: 'unset',
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  minWidth: 0,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  paddingInline: 2,
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 3 },
  },
});

export const stepCircle = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  transition: `background-color ${vars.duration.normal}, border-color ${vars.duration.normal}, color ${vars.duration.normal}, box-shadow ${vars.duration.normal}`,
  selectors: {
    [`${stepButton}[data-state="complete"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: '#ffffff',
    },
    [`${stepButton}[data-state="current"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      boxShadow: vars.shadow.focus,
    },
    [`${stepButton}:not(:disabled):hover &`]: { borderColor: vars.color.primary },
  },
});

export const stepLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  // A Sinhala or Tamil title can be longer than its fifth of a phone's width: it wraps, centred.
  textAlign: 'center',
  overflowWrap: 'anywhere',
  selectors: {
    [`${stepButton}[data-state="current"] &`]: { color: vars.color.text },
    [`${stepButton}[data-state="complete"] &`]: { color: vars.color.primaryText },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  animation: `${enter} ${vars.duration.slow} ${vars.easing.emphasized}`,
});

export const stepHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepIntro = style({
  marginTop: -8,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 520px)': { gridTemplateColumns: '1.4fr 1fr' },
  },
});

export const studentCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const review = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const reviewGroup = style({
  display: 'grid',
  gap: 4,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const reviewTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

export const reviewHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginRight: -8,
});

export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: 2,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const reviewRow = style({ display: 'contents' });

export const reviewTerm = style({ color: vars.color.textMuted });
export const reviewValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const reviewEmpty = style({ color: vars.color.textSubtle, fontWeight: 400 });

export const perks = style({
  display: 'grid',
  gap: 8,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: 'linear-gradient(135deg, #e4f2ef 0%, #f3faf8 100%)',
  border: `1px solid ${vars.color.primarySoftHover}`,
  listStyle: 'none',
  margin: 0,
});

export const perk = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const perkIcon = style({ flexShrink: 0, marginTop: 1, color: vars.color.primary });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.xs,
});

export const ticket = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  width: 'min(100%, 300px)',
  paddingBlock: 22,
  paddingInline: 24,
  borderRadius: 20,
  color: '#ffffff',
  background: `radial-gradient(200px 120px at 100% 0%, rgba(245, 165, 36, 0.55), transparent 70%),
    linear-gradient(135deg, #14a394 0%, #0a4f49 100%)`,
  boxShadow: '0 22px 40px -22px rgba(10, 79, 73, 0.9)',
  transform: 'rotate(-2deg)',
  animation: `${pop} 620ms ${vars.easing.emphasized} both`,
  selectors: {
    // The ticket's punched notches.
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      width: 18,
      height: 18,
      marginTop: -9,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surface,
    },
    '&::before': { left: -9 },
    '&::after': { right: -9 },
  },
});

export const ticketPercent = style({
  fontSize: '3rem',
  fontWeight: 800,
  letterSpacing: '-0.04em',
  lineHeight: 1,
});

export const ticketLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  opacity: 0.9,
});

export const ticketName = style({
  marginTop: 6,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  opacity: 0.85,
});

export const successLead = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  maxWidth: 420,
  lineHeight: 1.55,
});

export const successNote = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px dashed ${vars.color.border}`,
  width: '100%',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const successTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  selectors: { '&:focus': { outline: 'none' } },
});

export const successText = style({
  color: vars.color.textMuted,
  maxWidth: 420,
  lineHeight: 1.6,
});

export const footerSpacer = style({ flex: 1 });

export const supportLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginRight: 'auto',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  alignSelf: 'center',
});

export const failure = style({ display: 'grid', gap: vars.space.sm });

/** Marks the wizard while the failure dialog sits over it. */
export const dimmed = style({});

// The failure dialog opens over the wizard's dialog: dim the wizard behind it, as its overlay
// would (both dialogs share one overlay layer).
globalStyle(`[role="dialog"]:has(${dimmed})`, {
  filter: 'brightness(0.62)',
  transition: `filter ${vars.duration.normal} ${vars.easing.standard}`,
});

export const alreadyRules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const alreadyRule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const alreadyRuleIcon = style({
  flexShrink: 0,
  marginTop: 2,
  color: vars.color.primaryText,
});

/**
 * The language choice names each language in its own script in the system's font, as the page's
 * switch does: the page's fonts would fetch both Sinhala and Tamil for it (issue 42).
 */
export const languageField = style({});
globalStyle(`${languageField} span`, { fontFamily: 'system-ui, sans-serif' });
