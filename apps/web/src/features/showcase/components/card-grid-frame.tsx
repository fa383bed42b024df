import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const CARDS = [1, 2, 3, 4, 5, 6] as const;

type CardGridFrameProps = { title: string; width: number };

/**
 * A card grid inside a frame of a device's width. The grid answers to the frame's width (container
 * queries), so phone, tablet and desktop layouts can be compared on one screen.
 */
export function CardGridFrame({ title, width }: CardGridFrameProps) {
  const { t } = useTranslation('showcase');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: width,
          containerType: 'inline-size',
          border: 2,
          borderColor: 'divider',
          borderRadius: 2,
          p: 1.5,
          bgcolor: 'background.default',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: '1fr',
            '@container (min-width: 560px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
            '@container (min-width: 900px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {CARDS.map((number) => (
            <Card key={number}>
              <CardContent>
                <Typography sx={{ fontWeight: 650 }}>{t('responsive.cardTitle', { number })}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('responsive.cardBody')}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
