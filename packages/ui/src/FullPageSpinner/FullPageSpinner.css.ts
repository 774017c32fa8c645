import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const page = style({
  minHeight: '100dvh',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});
