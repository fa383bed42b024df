import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';

type ImageThumbnailProps = Omit<ButtonBaseProps, 'children'> & {
  /** The image itself, fetched only when scrolled to. */
  url: string;
  /** The square's side, in pixels. */
  size: number;
  /** The staff's lists: a tinted square that never shrinks, under a thinner focus ring. */
  isTile?: boolean;
};

/**
 * An image as a square button, cropped to fill it. The button's own label says what it opens; it passes the image
 * viewer's props on, so it can be the one child of an `ImageViewerTrigger`.
 */
export function ImageThumbnail({ url, size, isTile = false, sx, ...buttonProps }: ImageThumbnailProps) {
  return (
    <ButtonBase
      {...buttonProps}
      sx={{
        width: size,
        height: size,
        ...(isTile ? { flexShrink: 0, bgcolor: 'action.hover' } : {}),
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '&.Mui-focusVisible': {
          outline: isTile ? '2px solid' : '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
        ...sx,
      }}
    >
      <Box
        component="img"
        src={url}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </ButtonBase>
  );
}
