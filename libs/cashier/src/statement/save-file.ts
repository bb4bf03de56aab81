/** A file the browser saves: its name and its text. */
export interface TextFile {
  filename: string;
  text: string;
  type: string;
}

/** Saves text as a download (a Blob behind a link clicked once), without leaving the page. */
export function saveTextFile({ filename, text, type }: TextFile): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
