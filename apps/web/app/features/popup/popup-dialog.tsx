// spec §2 global popup dialog: title, text, text field, text area, select, checkbox, date picker, e-mail
// selector and a custom body; 'Annuler' / 'Valider'. spec §9: full width under 1400 px, 70 % above; small 350 px.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { breakpointsPx, layoutPx } from '@sarment/domain/reference';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field.tsx';
import { EmailSelector } from './email-selector.tsx';
import { canValidatePopup, initialPopupValues, textFieldError } from './popup-logic.ts';
import type { PopupOptions, PopupValues } from './popup-types.ts';

const widthSx = (small: boolean | undefined) =>
  small
    ? { width: layoutPx.smallPopupWidth, maxWidth: 'calc(100% - 32px)' }
    : {
        width: '100%',
        [`@media (min-width: ${breakpointsPx.popupFullWidthBelow}px)`]: {
          width: `${layoutPx.popupWidthPercent}%`,
          maxWidth: `${layoutPx.popupWidthPercent}%`,
        },
      };

export function PopupDialog({
  options,
  onValidate,
  onCancel,
}: {
  options: PopupOptions;
  onValidate: (values: PopupValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PopupValues>(() => initialPopupValues(options));
  const [touched, setTouched] = useState({ text: false, textArea: false });
  const set = <K extends keyof PopupValues>(key: K, value: PopupValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const valid = canValidatePopup(options, values);
  const textError = touched.text ? textFieldError(options.textField, values.text) : null;
  const areaError = touched.textArea ? textFieldError(options.textArea, values.textArea) : null;

  return (
    <Dialog
      open
      onClose={onCancel}
      maxWidth={false}
      aria-labelledby="global-popup-title"
      slotProps={{
        paper: { sx: { ...widthSx(options.small), m: 2 }, 'data-testid': 'global-popup' } as object,
      }}
    >
      <DialogTitle id="global-popup-title">{options.title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onValidate(values);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          {options.text && <Typography sx={{ whiteSpace: 'pre-line' }}>{options.text}</Typography>}
          {options.body}
          {options.textField && (
            <TextField
              autoFocus
              label={options.textField.label}
              placeholder={options.textField.placeholder}
              required={options.textField.required}
              value={values.text}
              onChange={(event) => set('text', event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, text: true }))}
              error={textError !== null}
              helperText={textError ?? ' '}
            />
          )}
          {options.textArea && (
            <TextField
              multiline
              minRows={4}
              label={options.textArea.label}
              placeholder={options.textArea.placeholder}
              required={options.textArea.required}
              value={values.textArea}
              onChange={(event) => set('textArea', event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, textArea: true }))}
              error={areaError !== null}
              helperText={areaError ?? ' '}
            />
          )}
          {options.select && (
            <TextField
              select
              label={options.select.label}
              required={options.select.required}
              value={values.select}
              onChange={(event) => set('select', event.target.value)}
            >
              {options.select.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {options.checkbox && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.checkbox}
                  onChange={(event) => set('checkbox', event.target.checked)}
                />
              }
              label={options.checkbox.label}
            />
          )}
          {options.datePicker && (
            <DateField
              picker={options.datePicker}
              value={values.date}
              onChange={(date) => set('date', date)}
            />
          )}
          {options.emailSelector && (
            <EmailSelector
              label={options.emailSelector.label}
              emails={values.emails}
              onChange={(emails) => set('emails', emails)}
            />
          )}
          {options.destructiveKeyword !== undefined && (
            <>
              <Alert severity="warning">
                {t('popup.keywordPrompt', { keyword: options.destructiveKeyword })}
              </Alert>
              <TextField
                autoFocus={!options.textField}
                label={t('popup.keywordLabel')}
                value={values.keyword}
                onChange={(event) => set('keyword', event.target.value)}
                autoComplete="off"
              />
            </>
          )}
          {/* Enter submits the form */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{options.cancelLabel ?? t('popup.cancel')}</Button>
        <Button
          variant="contained"
          color={options.destructiveKeyword !== undefined ? 'error' : 'primary'}
          disabled={!valid}
          onClick={() => onValidate(values)}
        >
          {options.confirmLabel ?? t('popup.validate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
