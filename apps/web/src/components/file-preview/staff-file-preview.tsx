import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { isPreviewableImage } from '@voyage/domain';
import { ImageViewerTrigger } from '../image-viewer/image-viewer-trigger.tsx';
import { FileTileLink } from './file-tile-link.tsx';
import { ImageThumbnail } from './image-thumbnail.tsx';

/**
 * An area's words for a file staff review, already in the staff's language. Each full name for a screen reader
 * starts with the visible word it stands for ("Open receipt: 300 € from …"), so a voice command finds it.
 */
export type StaffFileTexts = {
  /** The thumbnail's full name: what it opens (the image viewer). */
  view: string;
  /** The image's text in the viewer. */
  alt: string;
  /** A PDF's visible word ("Open PDF", "Open receipt") and full name. */
  open: string;
  openLabel: string;
  /** The download's visible word and full name. */
  download: string;
  downloadLabel: string;
};

type StaffFilePreviewProps = {
  /** The staff's own call for the file, which the API audits. */
  url: string;
  mediaType: string | null;
  fileName: string;
  /** The thumbnail's side, in pixels. */
  size: number;
  texts: StaffFileTexts;
};

/**
 * A file a family sent, beside what staff decide about it: an image as a thumbnail that opens the image viewer
 * (which downloads it too); a PDF as a tile that opens it in a new tab, with "Download" under it; any other file
 * (a Word file) as a tile that downloads it. A plain link: the browser sends the session's cookie.
 */
export function StaffFilePreview({ url, mediaType, fileName, size, texts }: StaffFilePreviewProps) {
  if (isPreviewableImage(mediaType)) {
    return (
      <ImageViewerTrigger imageUrl={url} imageAlt={texts.alt} downloadName={fileName}>
        <ImageThumbnail url={url} size={size} isTile aria-label={texts.view} />
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
        aria-label={texts.downloadLabel}
        icon={<DescriptionOutlinedIcon fontSize={iconSize} aria-hidden />}
      >
        {texts.download}
      </FileTileLink>
    );
  }
  return (
    <Stack sx={{ width: size, alignItems: 'center', gap: 0.25 }}>
      <FileTileLink
        href={url}
        size={size}
        opensInNewTab
        aria-label={texts.openLabel}
        icon={<PictureAsPdfOutlinedIcon fontSize={iconSize} aria-hidden />}
      >
        {texts.open}
      </FileTileLink>
      <Link
        href={url}
        download={fileName}
        aria-label={texts.downloadLabel}
        underline="hover"
        sx={{ typography: 'caption', fontWeight: 500, lineHeight: 1.2 }}
      >
        {texts.download}
      </Link>
    </Stack>
  );
}
