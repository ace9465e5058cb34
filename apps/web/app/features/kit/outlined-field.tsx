// The list toolbar's small outlined field (issue 22): the frame of Material's TextField (FormControl, InputLabel,
// OutlinedInput with its notched outline) with the same markup, classes and styles, without those components'
// code (about 7.5 KB gzipped on a list's first load). It draws the label (floating once the field is focused or
// filled), the outline and the focus ring; the field itself (an <input>, a select's combobox) is its child, with
// the class `MuiInputBase-input`. Focus is followed from the events its child sends up, as InputBase does.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';

export interface OutlinedFieldProps {
  label: string;
  /** the label's id (a combobox names itself by it) */
  labelId: string;
  /** the field's id when it is an <input>: the label is then a <label> for it, else a <div> */
  htmlFor?: string;
  /** whether the field holds a value: the label floats */
  filled: boolean;
  /** the root's style (the toolbar's flex sizes) */
  sx?: SxProps<Theme>;
  /** the input root's style (a select's field) */
  inputSx?: SxProps<Theme>;
  children: ReactNode;
}

export function OutlinedField({
  label,
  labelId,
  htmlFor,
  filled,
  sx,
  inputSx,
  children,
}: OutlinedFieldProps) {
  const [focused, setFocused] = useState(false);
  const shrink = focused || filled;
  const states = `${focused ? ' Mui-focused' : ''}${filled ? ' MuiFormLabel-filled' : ''}`;
  const labelClass = `MuiFormLabel-root MuiInputLabel-root MuiInputLabel-formControl MuiInputLabel-animated${
    shrink ? ' MuiInputLabel-shrink' : ''
  } MuiInputLabel-sizeSmall MuiInputLabel-outlined MuiFormLabel-colorPrimary${states}`;
  return (
    <Box className="MuiFormControl-root" sx={[rootLook, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component={htmlFor ? 'label' : 'div'}
        className={labelClass}
        data-shrink={shrink}
        htmlFor={htmlFor}
        id={labelId}
        sx={(theme: Theme) => labelLook(theme, shrink, focused)}
      >
        {label}
      </Box>
      <Box
        className={`MuiInputBase-root MuiOutlinedInput-root MuiInputBase-colorPrimary MuiInputBase-formControl MuiInputBase-sizeSmall${focused ? ' Mui-focused' : ''}`}
        sx={[inputRootLook, ...(Array.isArray(inputSx) ? inputSx : [inputSx])]}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {children}
        <Box component="fieldset" aria-hidden className="MuiOutlinedInput-notchedOutline" sx={outlineLook}>
          <Box component="legend" sx={(theme: Theme) => legendLook(theme, shrink)}>
            <span>{label}</span>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

const rootLook = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: '0',
  verticalAlign: 'top',
} as const;

const body1 = (theme: Theme) => ({
  fontFamily: theme.typography.fontFamily ?? 'inherit',
  fontWeight: theme.typography.fontWeightRegular ?? 400,
  fontSize: theme.typography.pxToRem(16),
  lineHeight: '1.4375em',
});

function labelLook(theme: Theme, shrink: boolean, focused: boolean) {
  const { easing, duration } = theme.transitions;
  return {
    color: focused ? theme.palette.primary.main : theme.palette.text.secondary,
    ...body1(theme),
    padding: 0,
    display: 'block',
    transformOrigin: 'top left',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    position: 'absolute',
    left: 0,
    top: 0,
    transition: theme.transitions.create(['color', 'transform', 'max-width'], {
      duration: duration.shorter,
      easing: easing.easeOut,
    }),
    zIndex: 1,
    ...(shrink
      ? { userSelect: 'none', pointerEvents: 'auto', maxWidth: 'calc(133% - 32px)' }
      : { pointerEvents: 'none', maxWidth: 'calc(100% - 24px)' }),
    transform: shrink ? 'translate(14px, -9px) scale(0.75)' : 'translate(14px, 9px) scale(1)',
  } as const;
}

const inputRootLook = (theme: Theme) =>
  ({
    ...body1(theme),
    color: theme.palette.text.primary,
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: `${theme.shape.borderRadius}px`,
    '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.primary },
    '@media (hover: none)': {
      '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(0, 0, 0, 0.23)' },
    },
    '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
      borderWidth: '2px',
      borderColor: theme.palette.primary.main,
    },
    '& .MuiInputBase-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '8.5px 14px',
      border: '0',
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
    },
    '& input[type="search"]': { MozAppearance: 'textfield' },
  }) as const;

const outlineLook = {
  textAlign: 'left',
  position: 'absolute',
  bottom: 0,
  right: 0,
  top: '-5px',
  left: 0,
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: '1px',
  overflow: 'hidden',
  minWidth: '0%',
  borderColor: 'rgba(0, 0, 0, 0.23)',
} as const;

function legendLook(theme: Theme, notched: boolean) {
  const easing = theme.transitions.easing.easeOut;
  return {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: '11px',
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: notched ? '100%' : '0.01px',
    transition: notched
      ? theme.transitions.create('max-width', { duration: 100, easing, delay: 50 })
      : theme.transitions.create('max-width', { duration: 50, easing }),
    whiteSpace: 'nowrap',
    '& > span': {
      paddingLeft: '5px',
      paddingRight: '5px',
      display: 'inline-block',
      opacity: 0,
      visibility: 'visible',
    },
  } as const;
}
