/** The letter the avatar shows for a name. */
export function initialOf(name: string | undefined): string {
  return (name ?? '').trim().charAt(0).toLocaleUpperCase() || '?';
}
