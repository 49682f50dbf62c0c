/** Offers parts of a text as one file (a Blob holds the parts as they are: never joined into one string). */
export function downloadParts(name: string, parts: readonly string[], type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob(parts as string[], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers text to the user as a file download (works in the browser build and in Electron). */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  downloadParts(name, [text], type);
}

/** A hidden file input that hands the chosen file itself to `onFile` (read as a stream, however large); `open()` shows the picker. */
export function filePicker(accept: string, onFile: (file: File) => void, testid?: string): { input: HTMLInputElement; open(): void } {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = accept;
  input.hidden = true;
  if (testid) input.dataset.testid = testid;
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (file) onFile(file);
  });
  return { input, open: () => input.click() };
}

/** A hidden file input that hands the chosen file's text to `onText`; `open()` shows the picker. */
export function textFilePicker(accept: string, onText: (name: string, text: string) => void, testid?: string): { input: HTMLInputElement; open(): void } {
  return filePicker(accept, (file) => void file.text().then((text) => onText(file.name, text)), testid);
}

/** A filesystem-safe file name from a display name. */
export function fileName(name: string, ext: string): string {
  const base = name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'arbiter';
  return `${base}.${ext}`;
}
