import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { isPreviewableImage } from '@voyage/domain';
import { ImageViewerTrigger } from '../image-viewer/image-viewer-trigger.tsx';
import { FileTileLink } from './file-tile-link.tsx';
import { ImageThumbnail } from './image-thumbnail.tsx';

/**
 * The keys of an area's words for a file staff review: the thumbnail's name (`view`) and the image's text in the
 * viewer (`alt`); a PDF's visible word and full name (`open`, `openLabel`); the download's (`download`,
 * `downloadLabel`). Each full name for a screen reader starts with the visible word it stands for ("Open receipt:
 * €300 from …"), so voice control finds it.
 */
export type StaffFileWordKey = 'view' | 'alt' | 'open' | 'openLabel' | 'download' | 'downloadLabel';

type StaffFilePreviewProps = {
  /** The staff's own call for the file, which the API audits. */
  url: string;
  mediaType: string | null;
  fileName: string;
  /** The thumbnail's side, in pixels. */
  size: number;
  /** The area's words, already naming the file and whose it is. */
  word(key: StaffFileWordKey): string;
};

/**
 * A file a family sent, beside what staff decide about it: an image as a thumbnail that opens the image viewer
 * (which downloads it too); a PDF as a tile that opens it in a new tab, with "Download" under it; any other file
 * (a Word file) as a tile that downloads it. A plain link: the browser sends the session's cookie.
 */
export function StaffFilePreview({ url, mediaType, fileName, size, word }: StaffFilePreviewProps) {
  if (isPreviewableImage(mediaType)) {
    return (
      <ImageViewerTrigger imageUrl={url} imageAlt={word('alt')} downloadName={fileName}>
        <ImageThumbnail url={url} size={size} isTile aria-label={word('view')} />
      </ImageViewerTrigger>
    );
  }
  const iconSize = size >= 80 ? 'medium' : 'small';
  if (mediaType !== 'application/pdf') {
    return (
      <FileTileLink
        href={url}
        size={size}
        downloadName={fileName}
        aria-label={word('downloadLabel')}
        icon={<DescriptionOutlinedIcon fontSize={iconSize} aria-hidden />}
      >
        {word('download')}
      </FileTileLink>
    );
  }
  return (
    <Stack sx={{ width: size, alignItems: 'center', gap: 0.25 }}>
      <FileTileLink
        href={url}
        size={size}
        opensInNewTab
        aria-label={word('openLabel')}
        icon={<PictureAsPdfOutlinedIcon fontSize={iconSize} aria-hidden />}
      >
        {word('open')}
      </FileTileLink>
      <Link
        href={url}
        download={fileName}
        aria-label={word('downloadLabel')}
        underline="hover"
        // At least 24 px each way, as every control (WCAG 2.5.8), though it reads as a caption.
        sx={{
          typography: 'caption',
          fontWeight: 500,
          lineHeight: 1.2,
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 24,
          minWidth: 24,
          px: 0.5,
        }}
      >
        {word('download')}
      </Link>
    </Stack>
  );
}
