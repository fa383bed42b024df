import Chip from '@mui/material/Chip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

type WarningChipProps = { label: string; severity?: 'warning' | 'error' };

/** Something for staff to look into, drawn like the status chips: body-coloured text, coloured icon and outline. */
export function WarningChip({ label, severity = 'warning' }: WarningChipProps) {
  const Icon = severity === 'error' ? ErrorOutlineIcon : WarningAmberIcon;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={<Icon fontSize="small" sx={{ '&&': { color: `${severity}.main` } }} />}
      sx={{
        borderColor: `${severity}.main`,
        color: 'text.primary',
        fontWeight: 500,
        maxWidth: '100%',
        height: 'auto',
        py: 0.25,
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}
