import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** `band`: the calm coloured band across the top of a public text page; `plain`: a screen's heading. */
  variant?: 'plain' | 'band';
};

/** The screen's one h1, with an optional line under it and actions beside it. */
export function PageHeader({ variant = 'plain', ...props }: PageHeaderProps) {
  return variant === 'band' ? <BandHeader {...props} /> : <PlainHeader {...props} />;
}

function PlainHeader({ title, subtitle, actions }: Omit<PageHeaderProps, 'variant'>) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <div>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </Stack>
  );
}

function BandHeader({ title, subtitle, actions }: Omit<PageHeaderProps, 'variant'>) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        py: { xs: 4, md: 6 },
        color: '#ffffff',
        background: 'linear-gradient(135deg, #0f2556 0%, #1f3f86 100%)',
        ...theme.applyStyles('dark', { background: 'linear-gradient(135deg, #070d1c 0%, #12244d 100%)' }),
      })}
    >
      <Container maxWidth="md">
        <Typography variant="h1">{title}</Typography>
        {subtitle ? <Typography sx={{ mt: 1.5, fontSize: '1.1rem', opacity: 0.92 }}>{subtitle}</Typography> : null}
        {actions ? <Box sx={{ mt: 2 }}>{actions}</Box> : null}
      </Container>
    </Box>
  );
}
