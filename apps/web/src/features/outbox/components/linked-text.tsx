import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { splitLinks } from './split-links.ts';

/** A plain-text e-mail as written, its web addresses clickable (each opens in a new tab). */
export function LinkedText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" underline="always">
            {part.href}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Typography>
  );
}
