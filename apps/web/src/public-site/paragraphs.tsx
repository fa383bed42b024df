/** Plain text from the trip (blank line = new paragraph), shown as readable paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="ps-paragraph">
            {paragraph}
          </p>
        ))}
    </>
  );
}
