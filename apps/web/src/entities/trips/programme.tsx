import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleDay } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { localize } from '../../lib/localized.ts';

/** The day-by-day programme; each day opens to its activities in the reader's language. */
export function Programme({ days }: { days: readonly ScheduleDay[] }) {
  const { t, i18n } = useTranslation('components');
  const language = i18n.language;
  return (
    <Box>
      {days.map((day, index) => (
        <Accordion
          key={day.day}
          defaultExpanded={index === 0}
          disableGutters
          variant="outlined"
          sx={{ mb: 1.5, borderRadius: 2, '&::before': { display: 'none' }, overflow: 'hidden' }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                }}
              >
                {day.day}
              </Box>
              <div>
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('programme.day', { day: day.day })}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontWeight: 650 }}>
                  {localize(day.title, language)}
                </Typography>
              </div>
            </Stack>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
            <Box
              component="ul"
              sx={{
                m: 0,
                p: 0,
                pl: { xs: 2.5, sm: 3 },
                ml: { xs: 1.5, sm: 2.5 },
                borderLeft: 2,
                borderColor: 'divider',
                listStyle: 'none',
              }}
            >
              {day.activities.map((activity, activityIndex) => (
                <Box
                  component="li"
                  key={activityIndex}
                  sx={{
                    position: 'relative',
                    py: 0.75,
                    lineHeight: 1.6,
                    '&::before': {
                      content: '""',
                      position: 'absolute',
                      left: { xs: -25, sm: -29 },
                      top: 15,
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                    },
                  }}
                >
                  {(language.startsWith('en') ? activity.en : activity.el) || activity.activity}
                </Box>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
