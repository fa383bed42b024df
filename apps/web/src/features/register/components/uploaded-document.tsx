import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadedDocument as Document } from '@voyage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { ChooseFileButton } from '../../../components/upload/choose-file-button.tsx';
import { fileSizeText } from '../../../components/upload/document-file.ts';

type UploadedDocumentProps = {
  document: Document;
  /** Focus the summary (just uploaded): the file input it replaced is gone. */
  isNew: boolean;
  onReplace(file: File): void;
  onRemove(): void;
  isRemoving: boolean;
  disabled: boolean;
};

/** The uploaded file: its name, type and size, with "Replace file" and "Remove". */
export function UploadedDocument({
  document,
  isNew,
  onReplace,
  onRemove,
  isRemoving,
  disabled,
}: UploadedDocumentProps) {
  const { t } = useTranslation('register');
  const locale = useLocale();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isNew) summaryRef.current?.focus();
  }, [isNew]);
  return (
    <Stack spacing={2} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'success.main' }}>
      <Stack
        ref={summaryRef}
        tabIndex={-1}
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'flex-start', outline: 'none' }}
      >
        <CheckCircleOutlineIcon sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
        <div>
          <Typography sx={{ fontWeight: 600 }}>
            {t('document.uploaded', { type: t(`document.types.${document.type}`) })}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{document.fileName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fileSizeText(document.sizeBytes, locale)}
          </Typography>
        </div>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ChooseFileButton
          label={t('document.replace')}
          variant="outlined"
          onFile={onReplace}
          disabled={disabled || isRemoving}
        />
        <Button
          color="error"
          size="large"
          startIcon={<DeleteOutlineIcon />}
          onClick={onRemove}
          loading={isRemoving}
          disabled={disabled}
          aria-label={t('document.removeNamed', { name: document.fileName })}
        >
          {t('document.remove')}
        </Button>
      </Stack>
    </Stack>
  );
}
