/** A file part of a form: what a browser sends for an `<input type="file">`. */
export type FormFile = { name: string; fileName: string; contentType: string; bytes: Buffer };

// Fixed, so the same form is the same bytes on every run.
const BOUNDARY = '----VoyageBenchBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body built once: the text fields in order, then the file. */
export function multipartForm(fields: Record<string, string>, file: FormFile): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
