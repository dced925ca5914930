/** A time in the player's language; '' when the server sent none or an unreadable one. */
export function timeText(iso: string, language: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language.toLowerCase(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}
