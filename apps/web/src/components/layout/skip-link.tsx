import Link from '@mui/material/Link';

type SkipLinkProps = { targetId: string; label: string };

/** First focusable element on every page: jumps over the navigation for keyboard users. */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {label}
    </Link>
  );
}
