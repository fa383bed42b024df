const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** The name a download is saved under when the screen gave none: the URL's last part, else `image.<type>`. */
export function downloadNameFor(url: string, type: string): string {
  if (!/^(data|blob):/i.test(url)) {
    try {
      const last = new URL(url, document.baseURI).pathname.split('/').pop() ?? '';
      const name = decodeURIComponent(last);
      if (name) return name;
    } catch {
      // Not a URL we can read a name from: fall through to the generic name.
    }
  }
  const extension = EXTENSIONS[type.split(';')[0]?.trim().toLowerCase() ?? ''];
  return extension ? `image.${extension}` : 'image';
}

/**
 * Saves the image as a file: fetched with the page's own cookies (same origin only), then offered through a
 * temporary link. A failure is only logged as a warning (the viewer stays as it is).
 */
export async function downloadImage(url: string, name: string | undefined): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      console.warn('Could not download the image', { status: response.status });
      return false;
    }
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name || downloadNameFor(url, blob.type);
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the blob after `click()` returns: release it a little later.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return true;
  } catch (error) {
    console.warn('Could not download the image', { error: error instanceof Error ? error.name : typeof error });
    return false;
  }
}
