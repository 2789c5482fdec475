/** The platform stores YYYY-MM-DD; players type and read DD/MM/YYYY (spec part 1 §5). */
export function toDisplayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}
