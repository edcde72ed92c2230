// Placeholder until the screen is built.
export function Component() {
  return <h1>reset-password</h1>;
}
