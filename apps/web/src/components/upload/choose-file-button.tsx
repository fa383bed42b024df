import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ID_DOCUMENT_ACCEPT } from '@voyage/domain';
import { useId, type ChangeEvent } from 'react';
import { visuallyHidden } from '../data/visually-hidden.ts';

type ChooseFileButtonProps = {
  label: string;
  onFile(file: File): void;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  describedBy?: string;
  /** The kinds of file the picker offers; a passport or ID's by default. */
  accept?: string;
};

/**
 * A real file input named by the button's text (so "Choose file" finds it). The button, a label
 * for the input, is the one stop for the keyboard (Enter or Space click it, which opens the picker);
 * the input sits beside it rather than inside, so one press opens one picker.
 */
export function ChooseFileButton({
  label,
  onFile,
  disabled = false,
  variant = 'contained',
  describedBy,
  accept = ID_DOCUMENT_ACCEPT,
}: ChooseFileButtonProps) {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again (after a failed upload) must fire again.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button
        component="label"
        htmlFor={inputId}
        aria-describedby={describedBy}
        variant={variant}
        size="large"
        disabled={disabled}
        startIcon={<UploadFileOutlinedIcon />}
        sx={{
          alignSelf: { xs: 'stretch', sm: 'flex-start' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {label}
      </Button>
      <Box
        component="input"
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        tabIndex={-1}
        sx={visuallyHidden}
      />
    </>
  );
}
