import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus as Status } from '../hooks/draft-autosave.ts';

const ICONS = { saving: CloudSyncOutlinedIcon, saved: CloudDoneOutlinedIcon, failed: CloudOffOutlinedIcon } as const;

/** "Saving…" / "Saved", said politely to screen readers, never in the way. */
export function AutosaveStatus({ status }: { status: Status }) {
  const { t } = useTranslation('register');
  const Icon = status === 'idle' ? null : ICONS[status];
  return (
    <Stack
      direction="row"
      spacing={0.75}
      role="status"
      aria-live="polite"
      sx={{
        alignItems: 'center',
        minHeight: { xs: status === 'idle' ? 0 : 24, sm: 24 },
        color: status === 'failed' ? 'warning.main' : 'text.secondary',
      }}
    >
      {Icon ? <Icon fontSize="small" aria-hidden /> : null}
      <Typography variant="body2" component="span">
        {status === 'idle' ? '' : t(`autosave.${status}`)}
      </Typography>
    </Stack>
  );
}
