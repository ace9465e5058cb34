import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { jobAnswer } from '@sarment/api';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';

export type JobAnswer = z.output<typeof jobAnswer>;

/** Percent of a job done, or null while its size is unknown (the bar then runs without a figure). */
export function jobPercent(job: Pick<JobAnswer, 'done' | 'total' | 'status'>): number | null {
  if (job.status === 'done') return 100;
  if (!job.total) return null;
  return Math.min(100, Math.floor((job.done * 100) / job.total));
}

/**
 * Follows a background job (GET /v1/jobs/{id}) once a second until it is done or failed, then hands its answer to
 * `onFinished` once. Returns the last answer read.
 */
export function useJob(jobId: string | null, onFinished?: (job: JobAnswer) => void): JobAnswer | null {
  const [job, setJob] = useState<JobAnswer | null>(null);
  // the latest callback, read when the job ends: a new callback each render must not restart the polling
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = await browserApi.request<JobAnswer>('GET', `/v1/jobs/${jobId}`).catch(() => null);
      if (stopped) return;
      if (answer?.ok) {
        setJob(answer.data);
        if (answer.data.status === 'done' || answer.data.status === 'failed') {
          finished.current?.(answer.data);
          return;
        }
      }
      timer = setTimeout(poll, 1_000);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);
  return job;
}

/** A long job's progress as a bar with 'n / total', or its French error once failed. */
export function JobProgress({ job, label }: { job: JobAnswer | null; label: string }) {
  if (!job) return <LinearProgress aria-label={label} />;
  if (job.status === 'failed') {
    return <Alert severity="error">{job.error ?? 'La tâche a échoué.'}</Alert>;
  }
  const percent = jobPercent(job);
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2">
        {label}
        {job.total ? ` : ${job.done} / ${job.total}` : ''}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
      />
    </Box>
  );
}
