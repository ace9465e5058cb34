import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The card every auth screen sits in: a title, an optional introduction, then the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** 'Pas encore de compte ? Créer un compte' and the like, under a form. */
export function AuthFooterLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Typography variant="body2" component="span" color="text.secondary">
        {text}{' '}
      </Typography>
      <Link component={RouterLink} to={to} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Box>
  );
}

/** A titled group of fields inside a long form (sign-up). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography
        component="legend"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 1.5, fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
