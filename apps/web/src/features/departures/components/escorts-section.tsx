import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { escortsShort, type Departure } from '@voyage/domain';

/** "3 of 4 escorts" for a departure's travellers, one per 15 (docs/product/rules.md#constants). */
export function EscortsCount({ departure }: { departure: Departure }) {
  const { t } = useTranslation('operations');
  return <>{t('escorts.count', { assigned: departure.escorts.length, needed: departure.escortsNeeded })}</>;
}

/** The escorts named for a departure with their phones, warned when fewer than its travellers need. */
export function EscortsSection({ departure }: { departure: Departure }) {
  const { t } = useTranslation('operations');
  const short = escortsShort(departure);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        <EscortsCount departure={departure} />
      </Typography>
      {short > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('escorts.short', { count: short, travellers: departure.travellerCount })}
        </Alert>
      ) : null}
      {departure.escorts.length === 0 ? (
        <Typography color="text.secondary">{t('escorts.none')}</Typography>
      ) : (
        <List dense aria-label={t('escorts.list')}>
          {departure.escorts.map((escort, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={escort.name}
                secondary={<Link href={`tel:${escort.phone.replace(/[^\d+]/g, '')}`}>{escort.phone}</Link>}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
