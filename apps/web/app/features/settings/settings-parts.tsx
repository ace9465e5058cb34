// spec §2 settings page layout pieces: form columns and the save area whose button looks disabled until
// something changed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '../kit/unsaved-changes-guard.tsx';
import { useSettingsDeepLink } from './settings-deep-link.ts';

export function FormColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A block of a settings tab. Its `anchor` is what the deep link's `tab` (or, for a typology, `editGrid`) names:
 * the block the link points to is marked and scrolled into view.
 */
export function FormSection({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor?: string;
  children: ReactNode;
}) {
  const link = useSettingsDeepLink();
  const pointed = anchor !== undefined && (anchor === link.tab || anchor === link.editGrid);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pointed) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [pointed]);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-section={anchor}
      aria-current={pointed ? 'true' : undefined}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        scrollMarginTop: 80,
        ...(pointed ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A text field that shows its spec §5 message under it. */
export function Field(props: TextFieldProps & { error_?: string | undefined }) {
  const { error_, ...rest } = props;
  return (
    <TextField size="small" fullWidth {...rest} error={!!error_} helperText={error_ ?? rest.helperText} />
  );
}

export function SaveArea(props: { dirty: boolean; saving: boolean; invalid?: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  const blocked = !props.dirty || props.invalid || props.saving;
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: { xs: 74, sm: 0 },
        mt: 3,
        py: 1.5,
        display: 'flex',
        justifyContent: 'flex-end',
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 2,
      }}
    >
      <Button
        variant="contained"
        data-testid="settings-save"
        aria-disabled={blocked}
        // the button keeps its place and focus; it looks disabled until something changed (spec §2)
        sx={blocked ? { opacity: 0.45, boxShadow: 'none' } : undefined}
        onClick={() => !blocked && props.onSave()}
      >
        {props.saving ? t('settings.saving') : t('settings.save')}
      </Button>
      <UnsavedChangesGuard dirty={props.dirty} />
    </Box>
  );
}

/** A NumberField's value as the settings store it: a text that is no number counts as none. */
export function numberOrNone(value: number | null): number | null {
  return value === null || Number.isNaN(value) ? null : value;
}
