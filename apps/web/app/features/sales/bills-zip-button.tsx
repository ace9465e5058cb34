// 'Factures du mois (ZIP)' on the bills list (issue 18): picks a month, asks POST /v1/bills/zip, follows the
// background job's progress (kit/job-progress) and offers the ZIP once ready. The dashboard's to-download poll
// (spec §7) also opens it, so leaving the page loses nothing.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import { JobProgress, useJob } from '../kit/job-progress.tsx';

/** The month before the Paris month of `now` ('2026-10' on 26 November 2026): the month usually sent. */
export function previousMonth(now: Date): string {
  const paris = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .slice(0, 7);
  const [year, month] = paris.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const texts = {
  button: 'Factures du mois (ZIP)',
  title: 'Télécharger les factures d’un mois',
  month: 'Mois',
  help: 'Factures, factures d’acompte et avoirs émis ce mois-là, au format Factur-X.',
  start: 'Préparer le ZIP',
  preparing: 'Préparation des factures',
  ready: (count: number) =>
    count === 0 ? 'Aucune facture émise ce mois-là.' : `${count} document(s) prêt(s).`,
  download: 'Télécharger le ZIP',
  close: 'Fermer',
  badMonth: 'Indiquez le mois au format AAAA-MM.',
} as const;

export function BillsZipButton() {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useJob(jobId);
  // the answer of the job asked for last (useJob keeps the previous answer once the id is cleared)
  const current = jobId !== null && job?.id === jobId ? job : null;
  const result =
    current?.status === 'done' ? (current.result as { url: string; count: number } | null) : null;
  // while a job runs the month is fixed; once it ended, another month may be asked for
  const running = jobId !== null && current?.status !== 'done' && current?.status !== 'failed';

  const start = async () => {
    setError(null);
    const answer = await browserApi.request<{ job: { id: string } } | { message?: string }>(
      'POST',
      '/v1/bills/zip',
      { month },
    );
    if (answer.status === 202 && 'job' in answer.data) setJobId(answer.data.job.id);
    else setError(('message' in answer.data && answer.data.message) || texts.badMonth);
  };
  const close = () => {
    setOpen(false);
    setJobId(null);
    setError(null);
  };

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="bills-zip">
        {texts.button}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="month"
              label={texts.month}
              value={month}
              onChange={(event) => {
                setMonth(event.target.value);
                setJobId(null);
              }}
              disabled={running}
              helperText={texts.help}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
            {jobId && !result ? <JobProgress job={current} label={texts.preparing} /> : null}
            {result ? <Alert severity="success">{texts.ready(result.count)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{texts.close}</Button>
          {result && result.count > 0 ? (
            <Button variant="contained" component="a" href={result.url} download>
              {texts.download}
            </Button>
          ) : (
            <Button variant="contained" onClick={start} disabled={running || jobId !== null}>
              {texts.start}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
