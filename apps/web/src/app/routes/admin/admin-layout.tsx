import { Outlet } from 'react-router';

/** Frame of the admin area. */
export function AdminLayout() {
  return (
    <main id="main-content" className="min-h-dvh bg-stone-50">
      <Outlet />
    </main>
  );
}
