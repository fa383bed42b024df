import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@voyage/domain';

const FACTS = [
  { key: 'years', figure: '61' },
  { key: 'institutes', figure: '829' },
  { key: 'countries', figure: '133' },
  { key: 'tripYears', figure: '30' },
] as const;

/** 61 years; 829 institutes in 133 countries; the trip organised for 30 years (docs/product/rules.md#constants). */
export function InstituteFacts() {
  const { t, i18n } = useTranslation('public');
  const format = numberFormat(i18n.language === 'en' ? 'en-IE' : 'el-GR');
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760, lineHeight: 1.7 }}>{t('institute.body')}</Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {FACTS.map((fact) => (
          <Paper component="li" key={fact.key} variant="outlined" sx={{ p: 2.5, borderRadius: 2, textAlign: 'center' }}>
            <Typography
              component="span"
              sx={{
                display: 'block',
                fontSize: { xs: '2rem', sm: '2.5rem' },
                fontWeight: 800,
                color: 'primary.main',
                lineHeight: 1.1,
              }}
            >
              {format.format(Number(fact.figure))}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              {t(`institute.${fact.key}`)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </>
  );
}
