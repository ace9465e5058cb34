import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Sarment wordmark: a vine shoot (sarment) curling over a grape cluster. */
export function SarmentLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 30, height: 30, flexShrink: 0 }}>
        <path d="M17 3c5 0 9 3 9 7" fill="none" stroke="#5b7f3a" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M17 3c-1 3-1 5 0 8" fill="none" stroke="#5b7f3a" strokeWidth="2.4" strokeLinecap="round" />
        <g fill="#7a1f3d">
          <circle cx="12" cy="14" r="3.2" />
          <circle cx="18.5" cy="14" r="3.2" />
          <circle cx="15.2" cy="19.5" r="3.2" />
          <circle cx="21.5" cy="19.5" r="3" />
          <circle cx="9" cy="19.5" r="2.8" />
          <circle cx="12.2" cy="25" r="3" />
          <circle cx="18.4" cy="25" r="3" />
          <circle cx="15.3" cy="29.6" r="2.4" />
        </g>
      </Box>
      {!compact && (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.3, color: 'text.primary' }}
        >
          Sarment
        </Typography>
      )}
    </Box>
  );
}
