/*
 * Files the gateway sends as downloads (documents, exports) are saved by the browser under the
 * name the gateway gives in Content-Disposition (RFC 6266: `filename*` when present, else
 * `filename`). The content goes from the response to a Blob URL, never into the redux store.
 */

/** The file name of a Content-Disposition header, or null without one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim() || null;
}

/** What a saved download was: its name and size. */
export interface SavedFile {
  fileName: string;
  sizeBytes: number;
}

/** Saves a successful response's body as a file; `fallbackName` when the gateway named none. */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<SavedFile> {
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference; revoke on the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return { fileName, sizeBytes: blob.size };
}
