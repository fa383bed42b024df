import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

type FileTileLinkProps = {
  href: string;
  /** The tile's width and least height, in pixels, as a thumbnail's beside it. */
  size: number;
  /** What the file is, beside the action's word. */
  icon: ReactNode;
  /** The full sentence for a screen reader (which file, whose). */
  'aria-label': string;
  /** A PDF opens in a new tab; any other file downloads under this name. */
  opensInNewTab?: boolean;
  downloadName?: string;
  /** The action's word under the icon ("Open PDF", "Download"). */
  children: ReactNode;
};

/**
 * A file that is no image, as a link the size of a thumbnail. A plain link: the browser sends the session's
 * cookie, a PDF opens beside the list and any other file is saved.
 */
export function FileTileLink({ href, size, icon, opensInNewTab, downloadName, children, ...aria }: FileTileLinkProps) {
  return (
    <Link
      href={href}
      {...(opensInNewTab ? { target: '_blank', rel: 'noopener' } : { download: downloadName })}
      {...aria}
      underline="hover"
      sx={{
        width: size,
        minHeight: size,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        p: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        textAlign: 'center',
        typography: 'caption',
        fontWeight: 500,
        lineHeight: 1.2,
        hyphens: 'auto',
        // A table's cell does not wrap: the tile's words do ("Άνοιγμα απόδειξης" on two lines).
        whiteSpace: 'normal',
      }}
    >
      {icon}
      {children}
    </Link>
  );
}
