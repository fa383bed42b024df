import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type StepButtonsProps = {
  onBack(): void;
  isBackBusy?: boolean;
  submitLabel: string;
  isSubmitting: boolean;
  /** While something else is under way (an upload), without the spinner. */
  isSubmitDisabled?: boolean;
  /** Shown beside the buttons (the autosave status). */
  status?: ReactNode;
};

/** "Back" and the step's submit button, side by side down to 360 px; the main one takes the room left. */
export function StepButtons({
  onBack,
  isBackBusy = false,
  submitLabel,
  isSubmitting,
  isSubmitDisabled = false,
  status,
}: StepButtonsProps) {
  const { t } = useTranslation('register');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {/* On phones the status sits under the buttons, where it takes no room while there is nothing to say. */}
      <Stack sx={{ flexGrow: 1, order: { xs: 2, sm: 0 }, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        {status}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ArrowBackIcon />}
          onClick={onBack}
          loading={isBackBusy}
          disabled={isSubmitting}
          sx={{
            flexShrink: 0,
            px: { xs: 2, sm: 2.75 },
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          {t('actions.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          disabled={isSubmitDisabled}
          sx={{ flexGrow: { xs: 1, sm: 0 }, minWidth: { sm: 180 }, whiteSpace: 'nowrap' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
