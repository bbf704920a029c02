/**
 * Saves bytes or text as a file through a temporary link (on phones too, where it lands in Downloads): the
 * member's data export, and tax invoices in the member app and the console. The object URL is revoked a
 * while after the click, once the browser has started the download (some start it only after click() returns).
 */
export function saveFile(fileName: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
