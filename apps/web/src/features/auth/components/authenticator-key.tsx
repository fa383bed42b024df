import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toDataURL } from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text.ts';
import { manualKeyOf } from '../api/two-factor.ts';

/** The key in groups of four, as authenticator apps print it; spaces are ignored when typed. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * The new authenticator's secret: a QR code to scan, and the same key as text to type or copy (a phone
 * cannot scan its own screen). The image is drawn in the browser: the secret never leaves in a URL.
 */
export function AuthenticatorKey({ totpURI }: { totpURI: string }) {
  const { t } = useTranslation('auth');
  const [image, setImage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const keyId = useId();
  const key = manualKeyOf(totpURI);

  useEffect(() => {
    let isCurrent = true;
    void toDataURL(totpURI, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => {
      if (isCurrent) setImage(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [totpURI]);

  const onCopy = async () => {
    setAnnouncement('');
    setAnnouncement(t((await copyText(key)) ? 'twoFactor.setup.keyCopied' : 'twoFactor.setup.copyFailed'));
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1, p: 0 }}>
        {image ? <img src={image} width={200} height={200} alt={t('twoFactor.setup.qrAlt')} /> : null}
      </Box>
      <Typography variant="body2" id={keyId}>
        {t('twoFactor.setup.keyLabel')}
      </Typography>
      <Typography
        component="code"
        aria-labelledby={keyId}
        data-testid="authenticator-key"
        data-key={key}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', textAlign: 'center' }}
      >
        {grouped(key)}
      </Typography>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void onCopy()}>
        {t('twoFactor.setup.copyKey')}
      </Button>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary' }}>
        {announcement}
      </Typography>
    </Stack>
  );
}
