import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** What a form says after a try: a failure, or that it worked. */
export type Notice = { severity: 'success' | 'error'; text: string };

type FormNoticeProps = {
  /** A string is a failure; nothing shows while there is nothing to say. */
  notice: string | Notice | null | undefined;
  sx?: SxProps<Theme>;
};

/** A failure is read out at once (`alert`); a success is announced politely (`status`). */
export function FormNotice({ notice, sx }: FormNoticeProps) {
  if (!notice) return null;
  const { severity, text } = typeof notice === 'string' ? ({ severity: 'error', text: notice } as const) : notice;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={sx}>
      {text}
    </Alert>
  );
}
