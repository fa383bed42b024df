import Typography from '@mui/material/Typography';

/** Plain text from the trip (blank line = new paragraph), shown as readable paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1.5, whiteSpace: 'pre-line', lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
    </>
  );
}
