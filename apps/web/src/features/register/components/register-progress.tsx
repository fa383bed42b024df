import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { REGISTER_STEPS, stepNumber, type RegisterStep } from '../hooks/register-step.ts';

/** The four steps at a glance, on screens wide enough to name them; phones read "Step 2 of 4" in the heading. */
export function RegisterProgress({ step }: { step: RegisterStep }) {
  const { t } = useTranslation('register');
  const current = stepNumber(step) - 1;
  return (
    <Stepper
      component="ol"
      activeStep={current}
      aria-label={t('progressLabel')}
      sx={{ display: { xs: 'none', sm: 'flex' }, listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {REGISTER_STEPS.map((name, index) => (
        <Step
          key={name}
          component="li"
          completed={index < current}
          aria-current={index === current ? 'step' : undefined}
        >
          <StepLabel>{t(`steps.${name}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
