import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/data/visually-hidden.ts';
import { REGISTER_STEPS, stepNumber, type RegisterStep } from '../hooks/register-step.ts';

type StepHeadingProps = { step: RegisterStep; ref: Ref<HTMLHeadingElement> };

/** "Step 2 of 4 · Traveller details": where focus goes when the step changes, so it is read out. */
export function StepHeading({ step, ref }: StepHeadingProps) {
  const { t } = useTranslation('register');
  return (
    <Typography
      ref={ref}
      tabIndex={-1}
      variant="h2"
      sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, mb: 2, outline: 'none' }}
    >
      <Typography
        component="span"
        sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9rem', fontWeight: 600, mb: 0.25 }}
      >
        {t('stepOf', { number: stepNumber(step), total: REGISTER_STEPS.length })}
        <Box component="span" sx={visuallyHidden}>
          {' · '}
        </Box>
      </Typography>
      {t(`steps.${step}`)}
    </Typography>
  );
}
