import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const frame = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  margin: 0,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  padding: vars.space.md,
});

globalStyle(`${frame} svg`, { overflow: 'visible' });
