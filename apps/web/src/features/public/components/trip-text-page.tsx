import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LocalizedText } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { localize } from '../../../lib/localized.ts';
import { useShownTrip } from '../hooks/use-shown-trip.ts';
import { Paragraphs } from './paragraphs.tsx';

export type TextSection = { id: string; title: LocalizedText; body: LocalizedText };
type TripTextPageProps = {
  title: string;
  lead: string;
  tocLabel: string;
  emptyText: string;
  sectionsOf: (trip: NonNullable<ReturnType<typeof useShownTrip>['data']>) => TextSection[];
};

/** A public page made of the trip's titled text sections, each with its own anchor, and a table of contents. */
export function TripTextPage({ title, lead, tocLabel, emptyText, sectionsOf }: TripTextPageProps) {
  const { i18n } = useTranslation();
  const { data: trip, isPending, error } = useShownTrip();
  if (error) throw error;
  const sections = trip ? sectionsOf(trip) : [];
  const language = i18n.language;
  return (
    <>
      <PageHeader variant="band" title={title} subtitle={lead} />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {isPending ? <CenteredProgress /> : null}
        {!isPending && sections.length === 0 ? <Alert severity="info">{emptyText}</Alert> : null}
        {sections.length > 1 ? (
          <Box component="nav" aria-label={tocLabel} sx={{ mb: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1, color: 'text.secondary' }}>
              {tocLabel}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { py: 0.25 } }}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link component={RouterLink} to={{ hash: `#${section.id}` }}>
                    {localize(section.title, language)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {sections.map((section) => (
          <Paper
            key={section.id}
            component="section"
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            variant="outlined"
            sx={{ p: { xs: 2.5, sm: 4 }, mb: 2.5, borderRadius: 2, scrollMarginTop: 80 }}
          >
            <Typography variant="h2" id={`${section.id}-heading`} sx={{ mb: 2 }}>
              {localize(section.title, language)}
            </Typography>
            <Paragraphs text={localize(section.body, language)} />
          </Paper>
        ))}
      </Container>
    </>
  );
}
