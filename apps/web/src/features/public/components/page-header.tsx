import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type PageHeaderProps = { title: string; lead?: string };

/** The calm band at the top of a public text page, with the page's h1. */
export function PageHeader({ title, lead }: PageHeaderProps) {
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
        {lead ? <Typography sx={{ mt: 1.5, fontSize: '1.1rem', opacity: 0.92 }}>{lead}</Typography> : null}
      </Container>
    </Box>
  );
}
