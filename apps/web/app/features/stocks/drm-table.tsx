// The DRM table: one row per excise code (volumes in hl, pure alcohol in hl AP below), totals, duties due; and the
// detail of entries and exits by DRM column.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DrmLine } from './drm-types.ts';

/** A volume to 4 decimals with a decimal comma (the answer is already rounded to 4 decimals). */
export const frenchHl = (value: number) => value.toFixed(4).replace('.', ',');
const euros = (value: number | null) =>
  value === null ? null : `${(value / 100).toFixed(2).replace('.', ',')} €`;

/** Sums of 4-decimal figures, kept exact by adding ten-thousandths as integers. */
const total = (lines: readonly DrmLine[], pick: (line: DrmLine) => number) =>
  lines.reduce((sum, line) => sum + Math.round(pick(line) * 10_000), 0) / 10_000;
const totalCents = (lines: readonly DrmLine[], pick: (line: DrmLine) => number | null) =>
  lines.some((line) => pick(line) === null) ? null : lines.reduce((sum, line) => sum + (pick(line) ?? 0), 0);

const volumeKeys = ['opening', 'entries', 'exits', 'closing'] as const;

function Volume(props: { hl: number; hlap: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'block', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {frenchHl(props.hl)} {t('drm.hl')}
      </Box>
      <Box
        component="span"
        sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary', fontSize: '0.8em' }}
      >
        {frenchHl(props.hlap)} {t('drm.hlap')}
      </Box>
    </>
  );
}

export function DrmTable(props: { lines: readonly DrmLine[] }) {
  const { t } = useTranslation();
  const { lines } = props;
  const money = (value: number | null) => euros(value) ?? t('drm.noRate');
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="drm-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('drm.columns.code')}</TableCell>
            <TableCell>{t('drm.columns.label')}</TableCell>
            {volumeKeys.map((key) => (
              <TableCell key={key} align="right">
                {t(`drm.columns.${key}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('drm.columns.excise')}</TableCell>
            <TableCell align="right">{t('drm.columns.levy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.category} data-testid={`drm-line-${line.category}`}>
              <TableCell sx={{ fontWeight: 600 }}>{line.category}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{line.label}</TableCell>
              {volumeKeys.map((key) => (
                <TableCell key={key} align="right" data-testid={`drm-${line.category}-${key}`}>
                  <Volume hl={line[key]} hlap={line[`${key}Hlap`]} />
                </TableCell>
              ))}
              <TableCell align="right">{money(line.exciseCents)}</TableCell>
              <TableCell align="right">{money(line.socialSecurityLevyCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }} data-testid="drm-total">
            <TableCell colSpan={2}>{t('drm.total')}</TableCell>
            {volumeKeys.map((key) => (
              <TableCell key={key} align="right">
                <Volume
                  hl={total(lines, (line) => line[key])}
                  hlap={total(lines, (line) => line[`${key}Hlap`])}
                />
              </TableCell>
            ))}
            <TableCell align="right">{money(totalCents(lines, (line) => line.exciseCents))}</TableCell>
            <TableCell align="right">
              {money(totalCents(lines, (line) => line.socialSecurityLevyCents))}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const entryKinds = ['production', 'purchase', 'return', 'transferIn', 'other'] as const;
const exitKinds = ['dutyPaid', 'suspended', 'sample', 'loss', 'other'] as const;

export function DrmDetail(props: { lines: readonly DrmLine[] }) {
  const { t } = useTranslation();
  const rows = [
    ...entryKinds.map((kind) => ({
      key: `entry-${kind}`,
      label: t(`drm.entryKinds.${kind}`),
      value: (l: DrmLine) => l.entriesByKind[kind],
    })),
    ...exitKinds.map((kind) => ({
      key: `exit-${kind}`,
      label: t(`drm.exitKinds.${kind}`),
      value: (l: DrmLine) => l.exitsByKind[kind],
    })),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        {t('drm.detailTitle')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="drm-detail">
          <TableHead>
            <TableRow>
              <TableCell />
              {props.lines.map((line) => (
                <TableCell key={line.category} align="right">
                  {line.category}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.label}</TableCell>
                {props.lines.map((line) => (
                  <TableCell key={line.category} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {frenchHl(row.value(line))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
