import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

type FileLinkProps = {
  href: string;
  /** What the file is, before the word. */
  icon: ReactNode;
  /** What the link does, after the word (download, open in a new tab). */
  endIcon: ReactNode;
  'aria-label': string;
  opensInNewTab?: boolean;
  downloadName?: string;
  children: ReactNode;
};

/**
 * A family's file that is no image, as a link in a row, tall enough for a finger. A plain link: the browser sends
 * the family's session cookie; the answer is an attachment it saves or shows.
 */
export function FileLink({ href, icon, endIcon, opensInNewTab, downloadName, children, ...aria }: FileLinkProps) {
  return (
    <Link
      href={href}
      {...(opensInNewTab ? { target: '_blank', rel: 'noopener' } : { download: downloadName })}
      {...aria}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, minHeight: 44 }}
    >
      {icon}
      {children}
      {endIcon}
    </Link>
  );
}
