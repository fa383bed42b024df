import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnnouncementPreview } from '@voyage/domain';
import { useTranslation } from 'react-i18next';

/** Who will receive the announcement: how many, then each guardian with their language and children. */
export function RecipientsPreview({ preview }: { preview: AnnouncementPreview }) {
  const { t } = useTranslation('announcements');
  return (
    <Box role="region" aria-label={t('preview.title')}>
      <Typography sx={{ fontWeight: 600, mb: 1 }} role="status">
        {t('preview.count', { count: preview.count })}
      </Typography>
      {/* A long list scrolls in its own box, which the keyboard reaches to scroll it. */}
      <Stack
        component="ul"
        tabIndex={0}
        aria-label={t('preview.title')}
        spacing={1}
        sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}
      >
        {preview.recipients.map((recipient) => (
          <Box component="li" key={recipient.email} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography>
              {recipient.guardianName} · {t(`languages.${recipient.language}`)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {recipient.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {recipient.children.join(', ')}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
