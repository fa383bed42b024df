import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/data/visually-hidden.ts';

type ChartCardProps = { title: string; description?: string; children: ReactNode };

/**
 * A chart as a figure named by its visible title (h3) and described by its data in words, since
 * the drawn shapes say nothing to a screen reader. (MUI X's own `title` lands on a role-less div.)
 */
export function ChartCard({ title, description, children }: ChartCardProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Box
          component="figure"
          aria-labelledby={headingId}
          aria-describedby={description ? descriptionId : undefined}
          sx={{ m: 0 }}
        >
          {children}
          {description ? (
            <Box component="figcaption" id={descriptionId} sx={visuallyHidden}>
              {description}
            </Box>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
