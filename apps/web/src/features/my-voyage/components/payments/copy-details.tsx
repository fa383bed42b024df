import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../components/data/visually-hidden.ts';
import { copyText } from '../../../../lib/copy-text.ts';

export type CopyField = 'beneficiary' | 'iban' | 'bank' | 'bic' | 'reference';

export type CopyItem = {
  field: CopyField;
  label: string;
  value: string;
  /** What goes to the clipboard when it differs from what is shown (an IBAN without its spaces). */
  copyValue?: string;
};

const SHOWN_MS = 3000;

/**
 * Details a family types into its bank's app (beneficiary, IBAN, bank, BIC, reference), each with a copy
 * button named for what it copies ("Copy IBAN"). The button says "Copied" for a moment, and a polite
 * live region says which detail was copied, or that copying failed.
 */
export function CopyDetails({ items }: { items: readonly CopyItem[] }) {
  const { t } = useTranslation('myVoyage');
  const [copied, setCopied] = useState<CopyField | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (item: CopyItem) => {
    clearTimeout(timer.current);
    const done = await copyText(item.copyValue ?? item.value);
    setCopied(done ? item.field : null);
    setAnnouncement(done ? t(`payment.copiedNamed.${item.field}`) : t('payment.copyFailed'));
    timer.current = setTimeout(() => {
      setCopied(null);
      setAnnouncement('');
    }, SHOWN_MS);
  };

  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, maxWidth: { sm: 560 } }}>
        {items.map((item) => (
          <div key={item.field}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Box
              component="dd"
              sx={{ m: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}>{item.value}</Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => void copy(item)}
                aria-label={t(`payment.copyNamed.${item.field}`)}
                startIcon={copied === item.field ? <CheckIcon /> : <ContentCopyIcon />}
                sx={{ flexShrink: 0, minWidth: 0 }}
              >
                {copied === item.field ? t('payment.copied') : t('payment.copy')}
              </Button>
            </Box>
          </div>
        ))}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
