// Settings, crm tab (issue 17): the pipeline's stages, the opportunity board's columns in order. Names are
// edited in place, stages moved up and down, added and removed; a new stage's id comes from its name, and a
// renamed stage keeps its id (and so its opportunities). The API refuses removing a stage holding open ones.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PipelineStage, pipelineStagesSchema, stageIdFor } from '@sarment/domain/crm/pipeline';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../kit/form-errors.ts';

/** The list's messages by stage index ('0.name'), from the same rule the API runs. */
export const stageErrors = (stages: readonly PipelineStage[]) => fieldErrors(pipelineStagesSchema, stages);

export function StagesEditor(props: {
  stages: PipelineStage[];
  onChange: (stages: PipelineStage[]) => void;
}) {
  const { t } = useTranslation();
  const { stages, onChange } = props;
  const errors = stageErrors(stages);
  const swap = (index: number, other: number) => {
    const next = [...stages];
    [next[index], next[other]] = [next[other]!, next[index]!];
    onChange(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="pipeline-stages">
      <Typography variant="body2" color="text.secondary">
        {t('pipeline.stages.intro')}
      </Typography>
      {stages.map((stage, index) => (
        <Box key={stage.id} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('pipeline.stages.name', { index: index + 1 })}
            value={stage.name}
            onChange={(e) =>
              onChange(stages.map((s, i) => (i === index ? { ...s, name: e.target.value } : s)))
            }
            error={!!errors[`${index}.name`]}
            helperText={errors[`${index}.name`]}
          />
          <IconButton
            aria-label={t('pipeline.stages.up', { name: stage.name })}
            disabled={index === 0}
            onClick={() => swap(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('pipeline.stages.down', { name: stage.name })}
            disabled={index === stages.length - 1}
            onClick={() => swap(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('pipeline.stages.remove', { name: stage.name })}
            disabled={stages.length === 1}
            onClick={() => onChange(stages.filter((_, i) => i !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {errors[''] ? (
        <Typography variant="body2" color="error">
          {errors['']}
        </Typography>
      ) : null}
      <Box>
        <Button
          onClick={() => {
            const name = t('pipeline.stages.newStage');
            onChange([
              ...stages,
              {
                id: stageIdFor(
                  `${name}-${stages.length + 1}`,
                  stages.map((s) => s.id),
                ),
                name: `${name} ${stages.length + 1}`,
              },
            ]);
          }}
          disabled={stages.length >= 20}
        >
          {t('pipeline.stages.add')}
        </Button>
      </Box>
    </Box>
  );
}
