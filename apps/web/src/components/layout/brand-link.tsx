import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type To } from 'react-router';

type BrandLinkProps = { to: To; name: string; label: string; hideNameOnPhone?: boolean };

/** The product mark and name, linking home. */
export function BrandLink({ to, name, label, hideNameOnPhone = false }: BrandLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.2rem',
          letterSpacing: '0.02em',
          display: hideNameOnPhone ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
