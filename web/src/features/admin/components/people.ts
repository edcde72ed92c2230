/** "Name (email)", or the e-mail alone when the name is blank. */
export function personLabel(person: { name: string; email: string }): string {
  const name = person.name.trim();
  return name ? `${name} (${person.email})` : person.email;
}
