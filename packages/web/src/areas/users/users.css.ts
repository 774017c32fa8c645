import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

// The list cells' pieces are shared by every area.
export { badges, muted, nameLink, person, personText } from '../../app/lists/cells.css';
// The layout every area shares.
export {
  back,
  buttons,
  centered,
  fields,
  fieldset,
  form,
  identity,
  identityText,
  narrowPage,
  page,
  pageTitle,
  recordHeader as header,
  wide,
} from '../../app/pages/page.css';

export const youTag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  marginLeft: vars.space.xxs,
});

export const detailGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const capabilityList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const capability = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const capabilityIcon = style({ flexShrink: 0, color: vars.color.successText, marginTop: 2 });

export const roleCards = style({
  display: 'grid',
  gap: vars.space.md,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const roleCard = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primarySoft,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

/* The radio stays in the accessibility tree and takes focus; the card is its label. */
export const roleRadio = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.primary,
});

export const roleTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  paddingRight: vars.space.xl,
});

export const rolePoints = style({
  display: 'grid',
  gap: 2,
  margin: 0,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const strength = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.xs });

export const matchHint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
});

/* Analytics */
export const analytics = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const dialogForm = style({ display: 'grid', gap: vars.space.md });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fieldError = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});
