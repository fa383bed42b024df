import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { ROOM_SIZE, type RoomingWarningKind } from '@voyage/domain';

type RoomCardProps = {
  title: string;
  /** Travellers in the room; none for the unplaced card. */
  count?: number;
  warnings?: readonly RoomingWarningKind[];
  children: ReactNode;
};

/** A room (or the unplaced) as a card named by its heading (under the page's h1), its warnings on it in words. */
export function RoomCard({ title, count, warnings = [], children }: RoomCardProps) {
  const { t } = useTranslation('rooming');
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', borderColor: warnings.length ? 'warning.main' : undefined }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {count !== undefined && (
            <Typography variant="body2" color={count > ROOM_SIZE ? 'warning.main' : 'text.secondary'}>
              {t('roomCount', { count })}
            </Typography>
          )}
          {warnings.map((kind) => (
            <Chip
              key={kind}
              size="small"
              color="warning"
              icon={<WarningAmberIcon />}
              label={t(`roomWarnings.${kind}`)}
            />
          ))}
        </Stack>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
