/**
 * Helps typing a date of birth as DD/MM/YYYY on a phone's number pad, which has no "/": slashes appear
 * after the day and the month, a one-digit day or month typed with its own slash gets its 0, and eight
 * pasted digits are split, a pasted 1996-08-05 is turned around. Deleting is left alone, so backspace
 * never fights the member.
 */
export function typeDob(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(next.trim());
  if (iso) return `${iso[3] ?? ""}/${iso[2] ?? ""}/${iso[1] ?? ""}`;
  let value = next.replace(/[^\d/]/g, "").replace(/\/{2,}/g, "/");
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 2)}/${value.slice(2, 4)}/${value.slice(4)}`;
  value = value.replace(/^(\d)\//, "0$1/").replace(/^(\d{2})\/(\d)\//, "$1/0$2/");
  if (/^\d{2}$/.test(value) || /^\d{2}\/\d{2}$/.test(value)) value += "/";
  return value.slice(0, 10);
}
