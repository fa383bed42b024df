import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Rooming } from '@voyage/domain';

/** Every warning of the rooming in a sentence, above the rooms. */
export function RoomingWarnings({ warnings }: { warnings: Rooming['warnings'] }) {
  const { t } = useTranslation('rooming');
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{t('warnings.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {warnings.map((warning) => (
          <li key={`${warning.kind}-${warning.rooms.join('-')}`}>
            {t(`warnings.${warning.kind}`, { rooms: warning.rooms.join(', ') })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
