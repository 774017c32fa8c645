import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.color.infoSoft,
        borderColor: 'rgba(37, 99, 235, 0.18)',
        color: vars.color.infoText,
      },
      success: {
        backgroundColor: vars.color.successSoft,
        borderColor: 'rgba(21, 128, 61, 0.18)',
        color: vars.color.successText,
      },
      warning: {
        backgroundColor: vars.color.warningSoft,
        borderColor: 'rgba(194, 97, 12, 0.22)',
        color: vars.color.warningText,
      },
      danger: {
        backgroundColor: vars.color.dangerSoft,
        borderColor: 'rgba(209, 47, 47, 0.2)',
        color: vars.color.dangerText,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: 2,
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });

export const content = style({ color: 'inherit', opacity: 0.92 });

export const action = style({ flexShrink: 0, alignSelf: 'center' });

export const dismiss = style({ flexShrink: 0, marginTop: -4, marginRight: -8, color: 'inherit' });

childSvg(icon, 18);
