import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { LocalizedText } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../lib/localized.ts';

/** The trip's mission: what the young travellers take home. */
export function MissionList({ missions }: { missions: readonly LocalizedText[] }) {
  const { i18n } = useTranslation();
  return (
    <List disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
      {missions.map((mission, index) => (
        <ListItem key={index} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'success.main' }}>
            <CheckCircleOutlineIcon />
          </ListItemIcon>
          <ListItemText
            primary={localize(mission, i18n.language)}
            slotProps={{ primary: { sx: { lineHeight: 1.6 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
