import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text.ts';

/** The ten one-time recovery codes, shown once: to copy or to save as a text file. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('auth');
  const [announcement, setAnnouncement] = useState('');
  const text = `${t('twoFactor.setup.fileHeading')}\n\n${codes.join('\n')}\n`;

  const onCopy = async () => {
    setAnnouncement('');
    setAnnouncement(
      t((await copyText(codes.join('\n'))) ? 'twoFactor.setup.codesCopied' : 'twoFactor.setup.copyFailed'),
    );
  };
  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'voyage-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Stack spacing={1.5}>
      <Box
        component="ul"
        aria-label={t('twoFactor.setup.codesLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1.5,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {codes.map((code) => (
          <Typography key={code} component="li" sx={{ fontFamily: 'monospace', fontSize: '1rem', textAlign: 'center' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" fullWidth startIcon={<ContentCopyIcon />} onClick={() => void onCopy()}>
          {t('twoFactor.setup.copyCodes')}
        </Button>
        <Button variant="outlined" fullWidth startIcon={<DownloadIcon />} onClick={onDownload}>
          {t('twoFactor.setup.downloadCodes')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary' }}>
        {announcement}
      </Typography>
    </Stack>
  );
}
