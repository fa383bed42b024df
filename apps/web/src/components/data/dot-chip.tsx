import Chip from '@mui/material/Chip';
import CircleIcon from '@mui/icons-material/Circle';

export type DotColour = 'warning' | 'success' | 'error' | 'info' | 'grey';

/**
 * A status as a small outlined chip. The text stays in the body colour (AA in both themes);
 * the status colour is carried by the dot and the outline.
 */
export function DotChip({ colour, label }: { colour: DotColour; label: string }) {
  const main = colour === 'grey' ? 'grey.500' : `${colour}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={<CircleIcon sx={{ fontSize: 10, '&&': { color: main } }} />}
      sx={{ borderColor: main, color: 'text.primary', fontWeight: 500 }}
    />
  );
}
