import { Outlet } from 'react-router';

/** Frame of the owner area. */
export function OwnerLayout() {
  return (
    <main id="main-content" className="min-h-dvh bg-stone-50">
      <Outlet />
    </main>
  );
}
