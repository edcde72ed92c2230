import { Outlet } from 'react-router';

// Placeholder shell until the navigation bar and footer are built.
export function RootLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
