import { useEffect, type Ref, type RefObject } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// White on a dark translucent disc: readable on any backdrop colour and over the image; 48 px to tap on a phone.
const controlSx = {
  width: 48,
  height: 48,
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'common.white', outlineOffset: 2 },
  // A disabled button still catches the tap, so tapping it never counts as a click outside the image.
  '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.35)', bgcolor: 'rgba(0, 0, 0, 0.3)', pointerEvents: 'auto' },
} satisfies SxProps<Theme>;

type ToolbarProps = {
  /** "2 / 3" in a gallery; nothing for one image. */
  counter: string | null;
  onDownload?: () => void;
  onClose?: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
  /** The close button takes the focus as the viewer opens (before the modal's focus trap would give it the dialog). */
  focusClose: boolean;
};

/** The top bar: the position in a gallery, then download and close on the right. */
export function ViewerToolbar({ counter, onDownload, onClose, closeRef, focusClose }: ToolbarProps) {
  const { t } = useTranslation('components');
  useEffect(() => {
    if (focusClose) closeRef.current?.focus();
  }, [closeRef, focusClose]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, minHeight: 64 }}>
      {counter ? (
        <Typography
          aria-hidden
          sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'rgba(0, 0, 0, 0.55)', fontVariantNumeric: 'tabular-nums' }}
        >
          {counter}
        </Typography>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {onDownload ? (
        <IconButton aria-label={t('imageViewer.download')} onClick={onDownload} sx={controlSx}>
          <DownloadIcon />
        </IconButton>
      ) : null}
      {onClose ? (
        <IconButton ref={closeRef} aria-label={t('imageViewer.close')} onClick={onClose} sx={controlSx}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}

type ArrowsProps = {
  isFirst: boolean;
  isLast: boolean;
  onMove(step: number): void;
  previousRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
};

const side = { position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;

/** A gallery's previous and next buttons, either side of the image, disabled at either end. */
export function ViewerArrows({ isFirst, isLast, onMove, previousRef, nextRef }: ArrowsProps) {
  const { t } = useTranslation('components');
  return (
    <>
      <IconButton
        ref={previousRef}
        aria-label={t('imageViewer.previous')}
        disabled={isFirst}
        onClick={() => onMove(-1)}
        sx={[controlSx, { ...side, left: { xs: 4, sm: 16 } }]}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        ref={nextRef}
        aria-label={t('imageViewer.next')}
        disabled={isLast}
        onClick={() => onMove(1)}
        sx={[controlSx, { ...side, right: { xs: 4, sm: 16 } }]}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}
