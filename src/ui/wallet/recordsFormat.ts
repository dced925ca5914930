/** A summary day ('2026-11-24', already the player's local day) in the player's language, without time zone shifts. */
export function summaryDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(language.toLowerCase(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  } catch {
    return day;
  }
}
