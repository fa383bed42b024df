import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@voyage/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice, type Notice } from '../../../components/common/form/form-notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

/**
 * A guardian's weekly summary e-mail of what is left to do for each child (docs/product/readiness.md#weekly-digest):
 * on by default, saved as soon as it is switched.
 */
export function WeeklyDigestSetting({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const hintId = useId();
  const [checked, setChecked] = useState(user.weeklyDigest);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onChange = async (weeklyDigest: boolean) => {
    setChecked(weeklyDigest);
    setNotice(null);
    try {
      await update.mutateAsync({ weeklyDigest });
      setNotice({ severity: 'success', text: t(weeklyDigest ? 'digest.turnedOn' : 'digest.turnedOff') });
    } catch (error) {
      setChecked(!weeklyDigest);
      setNotice({ severity: 'error', text: apiErrorMessage(t, error) });
    }
  };

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => void onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('digest.label')}
      />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('digest.hint')}
      </Typography>
      <FormNotice notice={notice} />
    </Stack>
  );
}
