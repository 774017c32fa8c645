/** First letter upper case, the rest lower case: 'cASHIER' → 'Cashier'. */
export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
