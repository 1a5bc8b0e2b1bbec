/**
 * Hands a text the portal made to the browser as a file to save (the report's CSV, the patient's
 * copy of their notes). The object URL is revoked once the browser has taken it.
 */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadFile(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}

/** Hands a file the API answered (the direct debit mandate's PDF) to the browser to save. */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
