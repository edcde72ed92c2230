import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';

/**
 * A signed-in student's own pages in the navigation (issue 21): My courses and My orders, in the
 * phone menu too. A chunk of its own with the orders texts (their screens' titles), fetched only
 * once someone is signed in: the visitor's first screen carries none of it.
 */
export default function StudentLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = messages.orders;
  return [
    [paths.myCourses.href(), t.myCourses.title],
    [`${paths.profile.href()}#my-orders`, t.mine.title],
  ].map(([to, label]) => (
    <li key={to}>
      <NavLink to={to!} end className={({ isActive }) => (isActive ? 'navbar__link is-current' : 'navbar__link')} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  ));
}
