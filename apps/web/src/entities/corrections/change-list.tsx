import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DISTRICTS, type District, type RequestedChange } from '@voyage/domain';
import { useTranslation } from 'react-i18next';

/** A field's value as people read it: a district by its name, roommates as a list (or none). */
function useValueText() {
  const { t } = useTranslation('components');
  return (change: RequestedChange, value: RequestedChange['from']): string => {
    if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : t('changeList.noRoommates');
    const isDistrict = change.field === 'district' && (DISTRICTS as readonly string[]).includes(value);
    if (isDistrict) return t(`districts.${value as District}`);
    return value;
  };
}

/**
 * What a correction or a change request changes, field by field: "Phone: from … to …"
 * (docs/product/corrections.md). For the family in My Voyage and for staff alike.
 */
export function ChangeList({ changes, label }: { changes: readonly RequestedChange[]; label?: string }) {
  const { t } = useTranslation('components');
  const text = useValueText();
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t(`correctableFields.${change.field}`)}:
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {t('changeList.change', { from: text(change, change.from), to: text(change, change.to) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
