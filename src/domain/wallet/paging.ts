/** Rows of a further page after the shown ones; a row already shown (the list moved meanwhile) is not repeated. */
export function appendRows<Row>(shown: Row[], more: Row[], idOf: (row: Row) => string): Row[] {
  const seen = new Set(shown.map(idOf));
  return [...shown, ...more.filter((row) => !seen.has(idOf(row)))];
}
