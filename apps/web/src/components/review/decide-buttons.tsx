import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

/** A button's word, and its full name for a screen reader (what, whose), since a list holds many alike. */
type Choice = { label: string; ariaLabel: string; onClick(): void };

type DecideButtonsProps = {
  /** Accept, Confirm: green. */
  approve: Choice;
  /** Reject: outlined red. */
  reject: Choice;
  /** The approval is running: it spins and Reject waits. */
  isBusy?: boolean;
  /** On a card: full-size buttons that share the row. */
  fullWidth?: boolean;
};

/** The two answers to what a family sent, side by side (wrapping when the row is narrow). */
export function DecideButtons({ approve, reject, isBusy, fullWidth = false }: DecideButtonsProps) {
  const size = fullWidth ? 'medium' : 'small';
  const grow = fullWidth ? { flex: '1 1 auto' } : undefined;
  const buttons = [
    { ...approve, variant: 'contained', color: 'success', icon: <CheckIcon />, loading: isBusy },
    { ...reject, variant: 'outlined', color: 'error', icon: <CloseIcon />, disabled: isBusy },
  ] as const;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, width: fullWidth ? '100%' : undefined }}>
      {buttons.map(({ label, ariaLabel, icon, ...button }) => (
        <Button key={label} {...button} size={size} startIcon={icon} aria-label={ariaLabel} sx={grow}>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
