import CheckIcon from '@mui/icons-material/Check';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LocalizedText } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../lib/localized.ts';

/** What the price includes. */
export function PackageList({ items }: { items: readonly LocalizedText[] }) {
  const { t, i18n } = useTranslation('public');
  return (
    <Card sx={{ borderRadius: 2, height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('package.title')}
        </Typography>
        <List dense disablePadding>
          {items.map((item, index) => (
            <ListItem key={index} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 34, mt: 0.75, color: 'secondary.main' }}>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={localize(item, i18n.language)}
                slotProps={{ primary: { sx: { fontSize: '1rem' } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
